import { and, count, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { dateTimeFormat } from '@debut/contract/intl-formats';
import type { TNotificationKind } from '@debut/contract/notifications';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { applications, messages, threads, users } from '../../db/schema.ts';
import {
  answerDueMail,
  applicationExpiredMail,
  applicationsReceivedMail,
  applicationStatusMail,
  type MailedStatus,
  messageUnreadMail,
} from '../../mail/notification-mail.ts';
import { mailLanguage } from '../../mail/translate.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { messageIdOf, type OutboxHandler } from '../../platform/outbox.ts';
import { unsubscribeLinks } from '../../platform/unsubscribe-links.ts';
import { findJob } from '../jobs/queries.ts';
import { searchJobs, type SearchResult } from '../jobs/search.ts';
import { recommendJobs } from '../jobs/recommendations.ts';
import type { PresentableJobRow } from '../jobs/presenter.ts';
import { hiddenIdsOf } from '../hidden/queries.ts';
import { kindUnsubscribeToken, wantsMail } from '../users/notification-settings.ts';
import {
  ANSWER_DUE,
  APPLICATION_EXPIRED,
  APPLICATION_RECEIVED,
  APPLICATION_STATUS,
  MESSAGE_UNREAD,
  UNREAD_AFTER_MS,
} from './owed.ts';

// The outbox handlers of the mails in owed.ts: each reads the rows as they are when the mail leaves,
// checks the recipient's switch for the kind, and sends (or, with nothing left to say, sends nothing).

type Deps = Pick<AppContext, 'mailer' | 'config'>;

async function recipient(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Sends `compose`'s mail to the account unless it switched the kind off, is blocked, or is gone. */
async function sendTo(
  deps: Deps,
  db: Db,
  key: string,
  userId: string,
  kind: TNotificationKind,
  compose: (
    to: { email: string; displayName: string | null; language: string | null },
    links: ReturnType<typeof unsubscribeLinks>,
  ) => MailMessage,
): Promise<void> {
  const person = await recipient(db, userId);
  if (!person || person.blockedAt || !(await wantsMail(db, userId, kind))) return;
  const links = unsubscribeLinks(deps.config.publicUrl, await kindUnsubscribeToken(db, kind, userId));
  // Whoever registered an address not yet confirmed chose the name: it stays out of the mail.
  const to = {
    email: person.email,
    displayName: person.emailVerifiedAt ? person.displayName : null,
    language: person.language,
  };
  await deps.mailer.send({
    ...compose(to, links),
    messageId: messageIdOf(key, new URL(deps.config.publicUrl).hostname),
  });
}

function applicationReceived(deps: Deps): OutboxHandler {
  return async (entry, db) => {
    const { jobId } = entry.payload as { jobId: string };
    const job = await findJob(db, jobId);
    if (!job) return;
    // The applications the team has not opened yet: those that arrived since and before this mail.
    const [waiting] = await db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.status, 'sent')));
    const n = waiting?.n ?? 0;
    if (n === 0) return;
    await sendTo(deps, db, entry.key, job.ownerId, 'applicationReceived', (to, links) =>
      applicationsReceivedMail(to, job, n, `${deps.config.publicUrl}/my-jobs`, links),
    );
  };
}

function applicationStatus(deps: Deps): OutboxHandler {
  return async (entry, db) => {
    const { applicationId, status, message } = entry.payload as {
      applicationId: string;
      status: MailedStatus;
      /** Absent in entries written before the pipeline (issue 32). */
      message?: string | null;
    };
    const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
    // Withdrawn (deleted) meanwhile: nothing to tell.
    if (!application) return;
    const job = await findJob(db, application.jobId);
    if (!job) return;
    await sendTo(deps, db, entry.key, application.userId, 'applicationStatus', (to, links) =>
      applicationStatusMail(to, job, status, message ?? null, `${deps.config.publicUrl}/applications`, links),
    );
  };
}

/** Similar jobs the expiry mail suggests: the search's own answer for the job's profession near it. */
const SIMILAR_JOBS = 5;
const SIMILAR_RADIUS_KM = 50;

function applicationExpired(deps: Deps): OutboxHandler {
  return async (entry, db) => {
    const { applicationId } = entry.payload as { applicationId: string };
    const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
    // Withdrawn meanwhile, or answered after all: nothing to tell.
    if (!application || application.status !== 'expired') return;
    const job = await findJob(db, application.jobId);
    if (!job) return;
    // The person's recommendations first (DESIGN.md §14.3); without any, the search's answer for the
    // job's profession near it, then anywhere. Neither holds what they hid.
    const hidden = await hiddenIdsOf(db, application.userId);
    const search = (near: boolean) =>
      searchJobs(
        db,
        {
          sort: 'default',
          limit: SIMILAR_JOBS + 1,
          category: job.category,
          ...(near ? { lat: job.lat, lng: job.lng, radiusKm: SIMILAR_RADIUS_KM } : {}),
        },
        undefined,
        { hidden },
      );
    const fits = (rows: readonly PresentableJobRow[]) =>
      rows.filter((row) => row.id !== job.id && row.ownerId !== application.userId);
    const rowsOf = (result: SearchResult) => result.hits.map((hit) => hit.row);
    let hits = fits(
      (await recommendJobs(db, application.userId, SIMILAR_JOBS + 1)).map((found) => found.row),
    );
    if (hits.length === 0) hits = fits(rowsOf(await search(true)));
    if (hits.length === 0) hits = fits(rowsOf(await search(false)));
    const base = deps.config.publicUrl;
    const similar = hits.slice(0, SIMILAR_JOBS).map((row) => ({
      title: row.title,
      companyName: row.companyName,
      link: `${base}/vacancies/${row.number}`,
    }));
    const searchLink = `${base}/jobs?category=${encodeURIComponent(job.category)}`;
    await sendTo(deps, db, entry.key, application.userId, 'applicationStatus', (to, links) =>
      applicationExpiredMail(to, job, similar, searchLink, links),
    );
  };
}

function messageUnread(deps: Deps): OutboxHandler {
  return async (entry, db) => {
    const { threadId, readerId } = entry.payload as { threadId: string; readerId: string };
    const [thread] = await db.select().from(threads).where(eq(threads.id, threadId));
    if (!thread) return;
    // Messages to the reader still unread a quarter of an hour after they were sent, and who wrote them.
    const [unread] = await db
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(
        and(
          eq(messages.threadId, threadId),
          ne(messages.senderId, readerId),
          isNull(messages.readAt),
          lte(messages.createdAt, sql`now() - make_interval(secs => ${UNREAD_AFTER_MS / 1000})`),
        ),
      )
      .limit(1);
    if (!unread) return;
    const job = await findJob(db, thread.jobId);
    const sender = await recipient(db, unread.senderId);
    if (!job || !sender) return;
    // The owner's chat names the seeker it is with (SPEC.md §2: `?with=`); the seeker's needs nothing.
    const chat = `${deps.config.publicUrl}/chat/${encodeURIComponent(job.id)}`;
    const link = readerId === thread.ownerId ? `${chat}?with=${encodeURIComponent(thread.seekerId)}` : chat;
    await sendTo(deps, db, entry.key, readerId, 'messageUnread', (to, links) =>
      messageUnreadMail(to, job, sender.displayName, link, links),
    );
  };
}

function answerDue(deps: Deps): OutboxHandler {
  return async (entry, db) => {
    const { jobId, dueOn, applicationIds } = entry.payload as {
      jobId: string;
      dueOn: string;
      applicationIds: string[];
    };
    const job = await findJob(db, jobId);
    if (!job || applicationIds.length === 0) return;
    // Those still unanswered when the reminder leaves: answered or withdrawn ones need no reminder.
    const [open] = await db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, jobId),
          inArray(applications.id, applicationIds),
          inArray(applications.status, ['sent', 'viewed']),
        ),
      );
    const n = open?.n ?? 0;
    if (n === 0) return;
    await sendTo(deps, db, entry.key, job.ownerId, 'answerDue', (to, links) =>
      answerDueMail(to, job, n, dueDate(dueOn, to.language), `${deps.config.publicUrl}/my-jobs`, links),
    );
  };
}

/** A calendar day as the recipient reads it. */
const dueDate = (day: string, language: string | null) =>
  dateTimeFormat(mailLanguage(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export function notificationMailHandlers(deps: Deps): Record<string, OutboxHandler> {
  return {
    [ANSWER_DUE]: answerDue(deps),
    [APPLICATION_RECEIVED]: applicationReceived(deps),
    [APPLICATION_STATUS]: applicationStatus(deps),
    [APPLICATION_EXPIRED]: applicationExpired(deps),
    [MESSAGE_UNREAD]: messageUnread(deps),
  };
}
