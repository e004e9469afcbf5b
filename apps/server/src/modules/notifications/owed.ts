import { randomUUID } from 'node:crypto';
import type { TApplicationStatus } from '@debut/contract/applications';
import type { Db, Tx } from '../../db/client.ts';
import { enqueue, latestEntry } from '../../platform/outbox.ts';

// What an application or a chat message owes people by mail (DESIGN.md §14.0), written by the
// applications and messages services in the transaction of the change. The mail itself is composed when
// it leaves (mails.ts), from the rows as they are then: a batch counts what arrived meanwhile, and an
// unread-message mail is not sent for a message read in the meantime.

export const APPLICATION_RECEIVED = 'mail.application-received';
export const APPLICATION_STATUS = 'mail.application-status';
export const MESSAGE_UNREAD = 'mail.message-unread';
export const ANSWER_DUE = 'mail.answer-due';
export const APPLICATION_EXPIRED = 'mail.application-expired';

/** The team hears of new applications at most once per job in this window. */
export const APPLICATION_MAIL_WINDOW_MS = 15 * 60_000;
/** A message still unread this long after it was sent is mailed. */
export const UNREAD_AFTER_MS = 15 * 60_000;
/** At most one unread-message mail per thread and reader in this window. */
const UNREAD_MAIL_WINDOW_MS = 60 * 60_000;

/** The statuses a seeker is told of by mail (a mere "viewed" is not news worth a mail). */
export const MAILED_STATUSES = ['shortlisted', 'invited', 'offer', 'hired', 'rejected'] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];
const isMailed = (status: TApplicationStatus): status is MailedStatus =>
  (MAILED_STATUSES as readonly string[]).includes(status);

/**
 * A new application to `jobId`. The first mail goes at once; while one waits, it will count this one
 * too; after one has gone, the next waits until the window since it has passed. Each entry's key names
 * the one before it, so two applications racing for the same slot write one entry.
 */
export async function oweApplicationReceived(tx: Db | Tx, jobId: string, ownerId: string): Promise<void> {
  const prefix = `application-received:${jobId}:`;
  const latest = await latestEntry(tx, prefix);
  if (latest && !latest.deliveredAt && !latest.failedAt) return;
  const after = latest?.deliveredAt ? latest.deliveredAt.getTime() + APPLICATION_MAIL_WINDOW_MS : 0;
  await enqueue(tx, {
    topic: APPLICATION_RECEIVED,
    key: `${prefix}after:${latest?.id ?? 'start'}`,
    payload: { jobId },
    userId: ownerId,
    availableAt: after > Date.now() ? new Date(after) : undefined,
  });
}

/** The seeker hears where the team moved their application, with the team's message if any. */
export async function oweApplicationStatus(
  tx: Db | Tx,
  application: { id: string; userId: string },
  status: TApplicationStatus,
  message: string | null = null,
): Promise<void> {
  if (!isMailed(status)) return;
  await enqueue(tx, {
    topic: APPLICATION_STATUS,
    key: `application-status:${application.id}:${status}:${randomUUID()}`,
    payload: { applicationId: application.id, status, message },
    userId: application.userId,
  });
}

/**
 * The seeker hears, politely and in their language, that the employer did not answer in time and
 * their application is closed, with similar jobs (DESIGN.md §14.2): written by the daily run in the
 * transaction of the expiry, once per application.
 */
export async function oweApplicationsExpired(
  tx: Db | Tx,
  expired: readonly { id: string; userId: string }[],
): Promise<void> {
  await enqueue(
    tx,
    ...expired.map((application) => ({
      topic: APPLICATION_EXPIRED,
      key: `application-expired:${application.id}`,
      payload: { applicationId: application.id },
      userId: application.userId,
    })),
  );
}

/** A chat message that will be mailed to its reader if still unread after UNREAD_AFTER_MS. */
export async function oweMessageUnread(
  tx: Db | Tx,
  message: { id: string; threadId: string; createdAt: Date },
  readerId: string,
): Promise<void> {
  const window = Math.floor(message.createdAt.getTime() / UNREAD_MAIL_WINDOW_MS);
  await enqueue(tx, {
    topic: MESSAGE_UNREAD,
    // One per thread, reader and hour: the first message of the hour stands for the others.
    key: `message-unread:${message.threadId}:${readerId}:${window}`,
    payload: { threadId: message.threadId, readerId },
    userId: readerId,
    availableAt: new Date(message.createdAt.getTime() + UNREAD_AFTER_MS),
  });
}

/**
 * The team's reminder that applications to `jobId` fall due for the answer the job promised on `dueOn`
 * (a calendar day, DESIGN.md §14.2): written by the pipeline's daily run, one per job and day.
 */
export async function oweAnswerDue(
  tx: Db | Tx,
  job: { id: string; ownerId: string },
  dueOn: string,
  applicationIds: string[],
): Promise<void> {
  if (applicationIds.length === 0) return;
  await enqueue(tx, {
    topic: ANSWER_DUE,
    key: `answer-due:${job.id}:${dueOn}`,
    payload: { jobId: job.id, dueOn, applicationIds },
    userId: job.ownerId,
  });
}
