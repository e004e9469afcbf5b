import { useEffect } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  TMessage,
  TSendMessageRequest,
  TThreadResponse,
  TThreadsResponse,
} from '@debut/contract/messages';
import { messagesEndpoints } from '@debut/contract/messages.endpoints';
import type { TPublicUser } from '@debut/contract/users';
import { usersEndpoints } from '@debut/contract/users.endpoints';
import { api } from '../../shared/api/client.ts';
import { useSession } from '../auth/session-store.ts';

export type ThreadFilter = 'all' | 'unread';

/** A chat is a job and, for its owner, the job seeker (`with`); a job seeker may leave it out. */
export interface ChatRef {
  jobId: string;
  userId?: string | undefined;
}

export const messageKeys = {
  all: ['messages'] as const,
  allThreads: ['messages', 'threads'] as const,
  threads: (filter: ThreadFilter) => ['messages', 'threads', filter] as const,
  thread: ({ jobId, userId }: ChatRef) => ['messages', 'thread', jobId, userId ?? ''] as const,
  /** Every chat about one job, whoever it is with. */
  threadsOfJob: (jobId: string) => ['messages', 'thread', jobId] as const,
};

export function getThreads(filter: ThreadFilter, signal?: AbortSignal): Promise<TThreadsResponse> {
  return api(messagesEndpoints.threads, { query: { filter }, signal });
}

export const threadsQueryOptions = (filter: ThreadFilter) =>
  queryOptions({
    queryKey: messageKeys.threads(filter),
    queryFn: ({ signal }) => getThreads(filter, signal),
  });

export function useThreads(filter: ThreadFilter) {
  return useQuery(threadsQueryOptions(filter));
}

/** Chats with something unread, for the navigation badge; none is asked for when nobody is signed in. */
export function useUnreadChats(): number {
  const { isSignedIn } = useSession();
  const { data } = useQuery({
    ...threadsQueryOptions('all'),
    enabled: isSignedIn,
    select: (response) => response.unreadChats,
  });
  return data ?? 0;
}

export function getThread(chat: ChatRef, before?: string, signal?: AbortSignal): Promise<TThreadResponse> {
  return api(messagesEndpoints.thread, {
    query: { jobId: chat.jobId, userId: chat.userId, before },
    signal,
  });
}

/** Pages of a chat: the first is the latest, each next one is older (`before` its first message). */
export const threadQueryOptions = (chat: ChatRef) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(chat),
    queryFn: ({ pageParam, signal }) => getThread(chat, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
    // Opening a chat reads it: a 404 means no message yet, which is not worth asking again.
    retry: false,
  });

export function useThread(chat: ChatRef) {
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(threadQueryOptions(chat));
  // Reading a chat marks it read on the server: the unread counts (list, badge) follow, after it —
  // asked for at the same time, the list could count a message this read is about to mark.
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0) void queryClient.invalidateQueries({ queryKey: messageKeys.allThreads });
  }, [queryClient, readAt]);
  return thread;
}

/** Oldest first, across every page loaded. */
export function chatMessages(data: InfiniteData<TThreadResponse> | undefined): TMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

export async function sendMessage(request: TSendMessageRequest): Promise<TMessage> {
  const { message } = await api(messagesEndpoints.send, { body: request });
  return message;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // The open chat reloads; the list follows it (useThread), so it is not asked for twice.
    onSuccess: (_, request) =>
      queryClient.invalidateQueries({ queryKey: messageKeys.threadsOfJob(request.jobId) }),
  });
}

export async function deleteThread(chat: ChatRef): Promise<void> {
  await api(messagesEndpoints.deleteThread, { query: { jobId: chat.jobId, userId: chat.userId } });
}

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteThread,
    onSuccess: (_, chat) => {
      queryClient.removeQueries({ queryKey: messageKeys.threadsOfJob(chat.jobId) });
      return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/** Another person's public card (no e-mail): the name of whom a new chat is with. */
export async function getPublicUser(id: string, signal?: AbortSignal): Promise<TPublicUser> {
  const { user } = await api(usersEndpoints.get, { params: { id }, signal });
  return user;
}

export function usePublicUser(id: string | undefined) {
  return useQuery({
    queryKey: ['users', id ?? ''] as const,
    queryFn: ({ signal }) => getPublicUser(id ?? '', signal),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}
