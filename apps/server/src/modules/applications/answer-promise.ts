import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ANSWER_DUE_NOTICE_DAYS } from '@debut/contract/jobs';
import { UNANSWERED_STATUSES } from '@debut/contract/applications';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { DomainEvent } from '../../domain-events.ts';
import { inBatches } from '../../platform/batches.ts';
import { jobsByIds } from '../jobs/queries.ts';
import { oweAnswerDue, oweApplicationsExpired } from '../notifications/owed.ts';
import { refreshResponseFigures } from './response.ts';
import { moveColumns } from './statuses.ts';

/** Applications one statement reminds of or expires: short statements at any table size. */
export const ANSWER_BATCH = 1000;

export interface AnswerPromiseRun {
  reminded: number;
  expired: number;
  /** Employers whose response figures were rewritten. */
  figures: number;
}

const awaiting = inArray(applications.status, [...UNANSWERED_STATUSES]);

/**
 * The answer promise's run (DESIGN.md §14.2), as of `now`: the team's `answer.due` reminder for
 * applications falling due within two days, then the expiry of those due (status "expired" and the
 * applicant's polite mail), then every employer's response figures. Each batch is one transaction:
 * rows picked through a partial index by due date (SKIP LOCKED, so nodes running at once share the
 * work), changed with the outbox entries they owe, so a crash loses and repeats nothing.
 * `tell` gets the events of each committed batch (the applicants' screens update live).
 */
export async function runAnswerPromise(
  db: Db,
  now: Date,
  tell: (...events: DomainEvent[]) => void = () => {},
  batch = ANSWER_BATCH,
): Promise<AnswerPromiseRun> {
  const at = now.toISOString();
  const noticeUntil = new Date(now.getTime() + ANSWER_DUE_NOTICE_DAYS * 86_400_000).toISOString();

  const reminded = await inBatches(batch, (size) =>
    db.transaction(async (tx) => {
      const due = tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            awaiting,
            isNull(applications.dueRemindedAt),
            lte(applications.dueAt, sql`${noticeUntil}::timestamptz`),
          ),
        )
        .orderBy(asc(applications.dueAt))
        .limit(size)
        .for('update', { skipLocked: true });
      const marked = await tx
        .update(applications)
        .set({ dueRemindedAt: sql`${at}::timestamptz` })
        .where(and(inArray(applications.id, due), isNull(applications.dueRemindedAt)))
        .returning({ id: applications.id, jobId: applications.jobId, dueAt: applications.dueAt });
      // One reminder per job and due day: the team answers a job's applicants together.
      const groups = new Map<string, { jobId: string; dueOn: string; ids: string[] }>();
      for (const row of marked) {
        const dueOn = row.dueAt.toISOString().slice(0, 10);
        const key = `${row.jobId}:${dueOn}`;
        const group = groups.get(key) ?? { jobId: row.jobId, dueOn, ids: [] };
        group.ids.push(row.id);
        groups.set(key, group);
      }
      const jobs = await jobsByIds(
        tx,
        [...groups.values()].map((group) => group.jobId),
      );
      for (const group of groups.values()) {
        const job = jobs.get(group.jobId);
        if (job) await oweAnswerDue(tx, job, group.dueOn, group.ids);
      }
      return marked.length;
    }),
  );

  const expired = await inBatches(batch, async (size) => {
    const { rows, events } = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(awaiting, lte(applications.dueAt, sql`${at}::timestamptz`)))
        .orderBy(asc(applications.dueAt))
        .limit(size)
        .for('update', { skipLocked: true });
      const closed = await tx
        .update(applications)
        .set(moveColumns('expired', null))
        .where(and(inArray(applications.id, due), awaiting))
        .returning({ id: applications.id, userId: applications.userId, jobId: applications.jobId });
      await oweApplicationsExpired(tx, closed);
      const jobs = await jobsByIds(
        tx,
        closed.map((row) => row.jobId),
      );
      const told: DomainEvent[] = closed.flatMap((row) => {
        const job = jobs.get(row.jobId);
        return job
          ? [
              {
                type: 'application.status' as const,
                job,
                applicantId: row.userId,
                status: 'expired' as const,
              },
            ]
          : [];
      });
      return { rows: closed, events: told };
    });
    tell(...events);
    return rows.length;
  });

  const figures = await refreshResponseFigures(db, now);
  return { reminded, expired, figures };
}
