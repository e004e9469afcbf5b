import { sql } from 'drizzle-orm';
import { DIGEST_HOUR, DIGEST_JOBS } from '@debut/contract/alerts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../platform/outbox-mail.ts';
import { alertDigestMail, type DigestJob } from '../../mail/alert-mail.ts';
import { digestJobsOfAlerts, hasLiveUnmailedMatch, type DigestJobRow } from './job-queries.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';
import { unsubscribeLinks } from '../../platform/unsubscribe-links.ts';

/** Alerts digested per transaction: small enough to hold few locks, large enough to be quick. */
const BATCH = 500;

interface DueAlert {
  id: string;
  userId: string;
  /** The person's switch for digest mails (GET/PATCH /users/me/notifications). */
  mailsOn: boolean;
  name: string;
  email: string;
  displayName: string;
  language: string | null;
}

/**
 * Alerts with something new to tell whose time has come: an instant one at most every
 * ALERT_INSTANT_MAIL_MINUTES (15), a daily one once its person's local morning (DIGEST_HOUR in the alert's time
 * zone) has passed since its last mail, a weekly one likewise six days on. Locked and skipped by any
 * other run, so two nodes never take the same alert.
 */
const dueAlerts = (limit: number, instantMinutes: number, after: string) => sql`
  select due.id, due.user_id as "userId", due.name, u.email, u.display_name as "displayName", u.language,
    coalesce((u.notification_settings->>'alertDigests')::boolean, true) as "mailsOn"
  from (
    -- The alerts in id order from where the last batch stopped, each tested on its own row (the
    -- matches probed by key): written as a join and EXISTS, the planner read every alert, or every
    -- match and its job, for each batch.
    select a.id, a.name, a.user_id from alerts a
    where a.id > ${after}::uuid and not a.paused
      and case a.frequency
        when 'instant' then a.last_mailed_at <= now() - make_interval(mins => ${instantMinutes})
        else now() >= ((date_trunc('day', now() at time zone a.time_zone) + make_interval(hours => ${DIGEST_HOUR})) at time zone a.time_zone)
          and a.last_mailed_at < ((date_trunc('day', now() at time zone a.time_zone) + make_interval(hours => ${DIGEST_HOUR})) at time zone a.time_zone)
            - case a.frequency when 'weekly' then interval '6 days' else interval '0' end
      end
      and (select u.blocked_at is null from users u where u.id = a.user_id)
      and ${hasLiveUnmailedMatch(sql`a.id`)}
    order by a.id
    limit ${limit}
    for update of a skip locked
  ) due
  join users u on u.id = due.user_id
  order by due.id`;

export interface DigestRun {
  /** Digests written to the outbox. */
  written: number;
}

/**
 * The scheduler's alert mail run (once across nodes, under its advisory lock): digests are written in
 * batches to the outbox in the transaction that marks their matches mailed, so a crash loses none and
 * repeats none; the outbox delivers them (platform/outbox.ts, at most MAIL_RATE_PER_MINUTE a minute).
 * A person who switched digests off still has their matches marked, and gets no mail.
 */
export async function runAlertDigests(
  ctx: Pick<AppContext, 'db' | 'config'>,
  unsubscribeSecret: Buffer,
  db: Db = ctx.db,
): Promise<DigestRun> {
  let written = 0;
  // Batches follow the alerts' ids: each reads on from where the last stopped, so a run is one pass
  // over the alerts however many there are (and memory holds one batch).
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.transaction(async (tx) =>
      writeBatch(tx as unknown as Db, ctx, unsubscribeSecret, after),
    );
    written += batch.written;
    if (batch.last === undefined) break;
    after = batch.last;
  }
  return { written };
}

async function writeBatch(
  tx: Db,
  ctx: Pick<AppContext, 'config'>,
  secret: Buffer,
  after: string,
): Promise<{ written: number; last: string | undefined }> {
  const due = (
    (await tx.execute(dueAlerts(BATCH, ctx.config.alerts.instantMailMinutes, after))) as unknown as {
      rows: DueAlert[];
    }
  ).rows;
  if (due.length === 0) return { written: 0, last: undefined };
  const ids = due.map((alert) => alert.id);
  const rows = await digestJobsOfAlerts(tx, ids, DIGEST_JOBS);
  const byAlert = new Map<string, DigestJobRow[]>();
  for (const row of rows) byAlert.set(row.alertId, [...(byAlert.get(row.alertId) ?? []), row]);
  const base = ctx.config.publicUrl;
  const stamp = new Date().toISOString();
  const mails = due.flatMap((alert) => {
    const jobs = byAlert.get(alert.id) ?? [];
    const total = jobs[0]?.total ?? 0;
    if (total === 0 || !alert.mailsOn) return [];
    const listed: DigestJob[] = jobs.map((job) => ({
      title: job.title,
      companyName: job.companyName,
      salary: job.salary,
      salaryCurrency: job.salaryCurrency,
      address: job.address,
      distanceKm: job.distanceKm,
      url: `${base}/vacancies/${job.number}`,
    }));
    const message = alertDigestMail(
      { email: alert.email, displayName: alert.displayName, language: alert.language },
      alert,
      listed,
      total,
      {
        alert: `${base}/alerts/${alert.id}`,
        manage: `${base}/alerts`,
        ...unsubscribeLinks(base, signUnsubscribeToken(secret, alert.id)),
      },
    );
    // One digest per alert and run: its matches are marked mailed in this same transaction.
    return [{ key: `alert-digest:${alert.id}:${stamp}`, message, userId: alert.userId }];
  });
  await enqueueMail(tx, ...mails);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Matches of jobs no longer live are left out, now and later: a digest never lists a closed job.
  await tx.execute(
    sql`update alert_matches set mailed_at = now() where alert_id in (${idList}) and mailed_at is null`,
  );
  await tx.execute(sql`update alerts set last_mailed_at = now() where id in (${idList})`);
  return { written: mails.length, last: due.at(-1)?.id };
}
