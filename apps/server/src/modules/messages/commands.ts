import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messages, threads, type MessageRow, type ThreadRow } from '../../db/schema.ts';
import { oweMessageUnread } from '../notifications/owed.ts';
import { notFound } from '../../platform/errors.ts';

/** Where a message goes: the chat of one job and one job seeker. */
export interface ThreadAddress {
  jobId: string;
  seekerId: string;
  /** The job's owner, the thread's other side. */
  ownerId: string;
}

/**
 * Writes a message into the chat of a job and a seeker, making the chat with the first message, and
 * owes its reader (the seeker, or the owner when the seeker writes) the unread mail, all in the caller's transaction. The caller has decided the sender
 * may write there, and tells `message.sent` after its commit (the messages service's `send` and the
 * pipeline's status messages alike).
 */
export async function postInThread(
  tx: Db | Tx,
  address: ThreadAddress,
  senderId: string,
  readerId: string,
  text: string,
): Promise<{ message: MessageRow; thread: ThreadRow }> {
  const [thread] = await tx
    .insert(threads)
    .values(address)
    .onConflictDoUpdate({
      target: [threads.jobId, threads.seekerId],
      set: { lastMessageAt: sql`now()` },
    })
    .returning();
  if (!thread) throw notFound('Chat not found');
  const [message] = await tx
    .insert(messages)
    .values({ threadId: thread.id, senderId, body: text })
    .returning();
  if (!message) throw new Error('insert returned no message');
  await oweMessageUnread(tx, message, readerId);
  return { message, thread };
}
