import type { TCounterpart, TMessage, TThread, TThreadJob } from '@debut/contract/messages';
import type { JobRow, MessageRow, ThreadRow, UserRow } from '../../db/schema.ts';

export function presentMessage(row: MessageRow): TMessage {
  return {
    _id: row.id,
    threadId: row.threadId,
    from: row.senderId,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The job as a chat or a notification names it. */
export function presentThreadJob(job: Pick<JobRow, 'id' | 'title'>): TThreadJob {
  return { _id: job.id, title: job.title };
}

/** The other person in a chat or an event: a name, never an e-mail. */
export function presentCounterpart(user: Pick<UserRow, 'id' | 'displayName'>): TCounterpart {
  return { _id: user.id, displayName: user.displayName };
}

export interface ThreadView {
  thread: ThreadRow;
  job: Pick<JobRow, 'id' | 'title'>;
  counterpart: Pick<UserRow, 'id' | 'displayName'>;
  lastMessage: MessageRow | null;
  unreadCount: number;
}

export function presentThread(view: ThreadView, viewerId: string): TThread {
  return {
    _id: view.thread.id,
    job: presentThreadJob(view.job),
    counterpart: presentCounterpart(view.counterpart),
    // The employer's side: the job's owner or a member of its company.
    isOwner: view.thread.seekerId !== viewerId,
    lastMessage: view.lastMessage ? presentMessage(view.lastMessage) : null,
    unreadCount: view.unreadCount,
  };
}
