import { asc, inArray, sql } from 'drizzle-orm';
import { DIGEST_HOUR, DIGEST_JOBS } from '@debut/contract/alerts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { alertMailOutbox } from '../../db/schema.ts';
import { alertDigestMail, type DigestJob } from '../../mail/alert-mail.ts';
import { digestJobsOfAlerts, hasLiveUnmailedMatch, type DigestJobRow } from './job-queries.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** Alerts digested per transaction: small enough to hold few locks, large enough to be quick. */
const BATCH = 500;
/** Mails taken from the outbox per transaction while delivering. */
const DELIVERY_BATCH = 50;

interface DueAlert {
  id: string;
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
  select due.id, due.name, u.email, u.display_name as "displayName", u.language
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
  /** Mails handed to the mailer. */
  delivered: number;
}

/**
 * The scheduler's alert mail run (once across nodes, under its advisory lock): digests are written in
 * batches to the outbox in the transaction that marks their matches mailed, so a crash loses none and
 * repeats none; then the outbox is delivered, at most MAIL_RATE_PER_MINUTE per run (a minute apart).
 */
export async function runAlertDigests(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'logger'>,
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
  const delivered = await deliverOutbox(ctx, db, ctx.config.mailRatePerMinute);
  return { written, delivered };
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
  const messages = due.flatMap((alert) => {
    const jobs = byAlert.get(alert.id) ?? [];
    const total = jobs[0]?.total ?? 0;
    if (total === 0) return [];
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
        unsubscribe: `${base}/api/alerts/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(secret, alert.id))}`,
      },
    );
    return [{ message }];
  });
  if (messages.length > 0) await tx.insert(alertMailOutbox).values(messages);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Matches of jobs no longer live are left out, now and later: a digest never lists a closed job.
  await tx.execute(
    sql`update alert_matches set mailed_at = now() where alert_id in (${idList}) and mailed_at is null`,
  );
  await tx.execute(sql`update alerts set last_mailed_at = now() where id in (${idList})`);
  return { written: messages.length, last: due.at(-1)?.id };
}

/** Hands outbox mails to the mailer, oldest first, each deleted once sent; a failure waits for the next run. */
async function deliverOutbox(
  ctx: Pick<AppContext, 'mailer' | 'logger'>,
  db: Db,
  limit: number,
): Promise<number> {
  let delivered = 0;
  while (delivered < limit) {
    const sent = await db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(alertMailOutbox)
        .orderBy(asc(alertMailOutbox.createdAt), asc(alertMailOutbox.id))
        .limit(Math.min(DELIVERY_BATCH, limit - delivered))
        .for('update', { skipLocked: true });
      const done: string[] = [];
      for (const row of batch) {
        try {
          await ctx.mailer.send(row.message);
          done.push(row.id);
        } catch (error) {
          ctx.logger.error({ err: error }, 'alert mail not delivered; kept in the outbox');
          break;
        }
      }
      if (done.length > 0) await tx.delete(alertMailOutbox).where(inArray(alertMailOutbox.id, done));
      return { done: done.length, complete: done.length === batch.length && batch.length > 0 };
    });
    delivered += sent.done;
    if (!sent.complete) break;
  }
  return delivered;
}
