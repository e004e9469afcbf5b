import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZId } from './users.ts';

export const MESSAGE_MAX = 4000;
/** Messages per page of a thread; older pages load with `before`. */
export const MESSAGES_PAGE = 50;
export const THREAD_FILTERS = ['all', 'unread'] as const;

export const ZMessage = z.object({
  _id: z.string(),
  threadId: z.string(),
  /** The sender's user id. */
  from: z.string(),
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
z.globalRegistry.add(ZMessage, { id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

export const ZThreadJob = z.object({ _id: z.string(), title: z.string() });
export type TThreadJob = z.infer<typeof ZThreadJob>;
export const ZCounterpart = z.object({ _id: z.string(), displayName: z.string() });
export type TCounterpart = z.infer<typeof ZCounterpart>;

export const ZThread = z.object({
  _id: z.string(),
  job: ZThreadJob,
  counterpart: ZCounterpart,
  /** Whether the signed-in user owns the job (and so talks to a job seeker). */
  isOwner: z.boolean(),
  lastMessage: ZMessage.nullable(),
  unreadCount: z.number().int(),
});
z.globalRegistry.add(ZThread, { id: 'Thread' });
export type TThread = z.infer<typeof ZThread>;

export const ZThreadsQuery = z.object({ filter: z.enum(THREAD_FILTERS).default('all') }).strict();
export type TThreadsQuery = z.infer<typeof ZThreadsQuery>;

export const ZThreadsResponse = z.object({
  threads: z.array(ZThread),
  /** Chats with at least one unread message, whatever the filter. */
  unreadChats: z.number().int(),
});
export type TThreadsResponse = z.infer<typeof ZThreadsResponse>;

/** A chat is one job and one job seeker: the owner names the seeker, the seeker may omit the owner. */
export const ZThreadQuery = z
  .object({
    jobId: ZId,
    userId: ZId.optional(),
    /** A message id: the page of messages written before it. */
    before: ZId.optional(),
  })
  .strict();
export type TThreadQuery = z.infer<typeof ZThreadQuery>;

export const ZDeleteThreadQuery = ZThreadQuery.omit({ before: true });
export type TDeleteThreadQuery = z.infer<typeof ZDeleteThreadQuery>;

export const ZThreadResponse = z.object({
  thread: ZThread,
  /** Oldest first. */
  messages: z.array(ZMessage),
  /** Whether older messages exist before the first one given. */
  hasMore: z.boolean(),
});
export type TThreadResponse = z.infer<typeof ZThreadResponse>;

export const ZSendMessageRequest = z
  .object({
    jobId: ZId,
    to: ZId,
    text: ZText.trim().min(1).max(MESSAGE_MAX),
  })
  .strict();
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

export const ZMessageResponse = z.object({ message: ZMessage });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
