import { postInThread } from './commands.ts';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { MESSAGES_PAGE } from '@debut/contract/messages';
import type { Db } from '../../db/client.ts';
import {
  messages,
  threads,
  users,
  type JobRow,
  type MessageRow,
  type ThreadRow,
  type UserRow,
} from '../../db/schema.ts';
import { forbidden, notFound, validationError } from '../../platform/errors.ts';
import type { ApplicationsService } from '../applications/service.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { jobNotFound, jobTitlesByIds, loadJob } from '../jobs/queries.ts';
import { canManageJob, managedJobIds } from '../companies/job-access.ts';
import type { ThreadView } from './presenter.ts';

export const threadNotFound = () => notFound('Chat not found');

/** The thread a request names, seen from one of its two people. */
export interface Conversation {
  job: JobRow;
  thread: ThreadRow;
  counterpart: UserRow;
}

export interface ThreadPage {
  view: ThreadView;
  messages: MessageRow[];
  hasMore: boolean;
  /** Whether opening the page read messages the counterpart had sent. */
  readSome: boolean;
}

export interface SentMessage {
  message: MessageRow;
  thread: ThreadRow;
  job: JobRow;
}

export function createMessagesService(
  db: Db,
  events: DomainEvents,
  applicationsService: ApplicationsService,
) {
  async function findUser(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw threadNotFound();
    return user;
  }

  /**
   * The chat about `jobId` between the caller and `counterpartId`. The owner must name the job seeker;
   * a job seeker talks to the owner, so naming anyone else is a 403.
   */
  async function conversation(userId: string, jobId: string, counterpartId?: string): Promise<Conversation> {
    const job = await loadJob(db, jobId);
    let seekerId: string;
    // The employer's side of a chat is the job's owner and every member of its company (§14.1).
    if (await canManageJob(db, userId, job)) {
      if (!counterpartId) {
        throw validationError('userId', 'REQUIRED', 'Name the job seeker this chat is with');
      }
      seekerId = counterpartId;
    } else {
      if (counterpartId && counterpartId !== job.ownerId) throw forbidden('This chat is not yours');
      seekerId = userId;
    }
    const [thread] = await db
      .select()
      .from(threads)
      .where(and(eq(threads.jobId, jobId), eq(threads.seekerId, seekerId)));
    if (!thread) throw threadNotFound();
    const counterpart = await findUser(thread.seekerId === userId ? thread.ownerId : thread.seekerId);
    return { job, thread, counterpart };
  }

  /** The newest message of each thread, through the (thread, created_at desc) index. */
  async function lastMessages(threadIds: string[]): Promise<Map<string, MessageRow>> {
    if (threadIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([messages.threadId])
      .from(messages)
      .where(inArray(messages.threadId, threadIds))
      .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id));
    return new Map(rows.map((row) => [row.threadId, row]));
  }

  return {
    /** Whether the person, as the job seeker, has a chat about the job. */
    async hasChatAbout(seekerId: string, jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: threads.id })
        .from(threads)
        .where(and(eq(threads.jobId, jobId), eq(threads.seekerId, seekerId)));
      return row !== undefined;
    },

    /** The caller's chats, the latest first, with what the screen shows of each. */
    async listThreads(userId: string): Promise<ThreadView[]> {
      const counterpartId = sql<string>`case when ${threads.seekerId} = ${userId} then ${threads.ownerId} else ${threads.seekerId} end`;
      const rows = await db
        .select({
          thread: threads,
          counterpart: { id: users.id, displayName: users.displayName },
          unreadCount: sql<number>`(
            select count(*)::int from ${messages}
            where ${messages.threadId} = ${threads.id} and ${messages.readAt} is null
              and case when ${threads.seekerId} = ${userId} then ${messages.senderId} <> ${userId}
                else ${messages.senderId} = ${threads.seekerId} end)`,
        })
        .from(threads)
        .innerJoin(users, eq(users.id, counterpartId))
        .where(
          or(
            eq(threads.seekerId, userId),
            eq(threads.ownerId, userId),
            inArray(threads.jobId, managedJobIds(db, userId)),
          ),
        )
        .orderBy(desc(threads.lastMessageAt), desc(threads.id));
      const titles = await jobTitlesByIds(
        db,
        rows.map((row) => row.thread.jobId),
      );
      const last = await lastMessages(rows.map((row) => row.thread.id));
      // A chat goes with its job (cascade): one whose job was deleted between the reads is gone too.
      return rows.flatMap((row) => {
        const job = titles.get(row.thread.jobId);
        return job ? [{ ...row, job, lastMessage: last.get(row.thread.id) ?? null }] : [];
      });
    },

    /**
     * A page of a chat, oldest first: the latest messages, or those before `before`. Opening a chat
     * reads everything the counterpart sent in it.
     */
    async openThread(
      userId: string,
      jobId: string,
      counterpartId: string | undefined,
      before: string | undefined,
    ): Promise<ThreadPage> {
      const { job, thread, counterpart } = await conversation(userId, jobId, counterpartId);
      const opened = await db.transaction(async (tx) => {
        const read = await tx
          .update(messages)
          .set({ readAt: sql`now()` })
          .where(
            and(
              eq(messages.threadId, thread.id),
              // The employer's side reads what the seeker wrote, never a team mate's messages.
              thread.seekerId === userId
                ? ne(messages.senderId, userId)
                : eq(messages.senderId, thread.seekerId),
              isNull(messages.readAt),
            ),
          )
          .returning({ id: messages.id });
        const older = before
          ? sql`(${messages.createdAt}, ${messages.id}) < (select created_at, id from ${messages} where id = ${before} and thread_id = ${thread.id})`
          : undefined;
        const page = await tx
          .select()
          .from(messages)
          .where(and(eq(messages.threadId, thread.id), older))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(MESSAGES_PAGE + 1);
        const hasMore = page.length > MESSAGES_PAGE;
        const shown = page.slice(0, MESSAGES_PAGE).reverse();
        const [lastMessage] = before
          ? await tx
              .select()
              .from(messages)
              .where(eq(messages.threadId, thread.id))
              .orderBy(desc(messages.createdAt), desc(messages.id))
              .limit(1)
          : [shown.at(-1)];
        return {
          view: { thread, job, counterpart, lastMessage: lastMessage ?? null, unreadCount: 0 },
          messages: shown,
          hasMore,
          readSome: read.length > 0,
        };
      });
      if (opened.readSome) {
        events.publish({
          type: 'chat.read',
          job,
          threadId: thread.id,
          readerId: userId,
          counterpartId: counterpart.id,
        });
      }
      return opened;
    },

    /**
     * A job seeker writes to the owner of an active job (or goes on in a chat they have); the owner
     * answers someone who applied or wrote. The chat is made by the first message.
     */
    async send(
      sender: Pick<UserRow, 'id' | 'displayName'>,
      jobId: string,
      to: string,
      text: string,
    ): Promise<SentMessage> {
      const senderId = sender.id;
      const job = await loadJob(db, jobId);
      const isOwner = await canManageJob(db, senderId, job);
      const seekerId = isOwner ? to : senderId;
      if (to === senderId) throw forbidden('You cannot write to yourself');
      if (!isOwner && to !== job.ownerId) throw forbidden('Write to the owner of this job');
      const [existing] = await db
        .select({ id: threads.id })
        .from(threads)
        .where(and(eq(threads.jobId, jobId), eq(threads.seekerId, seekerId)));
      if (!existing) {
        if (isOwner) {
          if (!(await applicationsService.hasApplied(to, jobId))) {
            throw forbidden('You can write only to people who applied or wrote to you');
          }
        } else if (job.status !== 'active') {
          throw jobNotFound();
        }
      }
      const sent = await db.transaction(async (tx) => ({
        ...(await postInThread(
          tx,
          { jobId, seekerId, ownerId: job.ownerId },
          senderId,
          isOwner ? seekerId : job.ownerId,
          text,
        )),
        job,
      }));
      events.publish({ type: 'message.sent', ...sent, sender });
      return sent;
    },

    /** Deletes the whole chat, for both people, for ever. */
    async deleteThread(
      userId: string,
      jobId: string,
      counterpartId: string | undefined,
    ): Promise<Conversation> {
      const found = await conversation(userId, jobId, counterpartId);
      await db.delete(threads).where(eq(threads.id, found.thread.id));
      events.publish({
        type: 'chat.deleted',
        job: found.job,
        threadId: found.thread.id,
        counterpartId: found.counterpart.id,
      });
      return found;
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
