import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TResponseFigures } from '@debut/contract/jobs';
import type { Db, Tx } from '../../db/client.ts';
import { responseFigures } from '../../db/schema.ts';

// The employer's answer figures (DESIGN.md §14.2): of the applications that fell due in the last 90
// days, the share answered (moved past "viewed") by their due time, and the median days to an answer.
// The daily run rewrites one row per employer (response_figures); job payloads read rows by key.

export const RESPONSE_WINDOW_DAYS = 90;
/** Figures show once this many applications were due: fewer say nothing about an employer. */
export const RESPONSE_MIN_DUE = 5;

/** Whose figures a job shows: its company's when it has one (DESIGN.md §14.1), else its owner's. */
export interface ResponseSubject {
  subject: 'owner' | 'company';
  id: string;
}
export const subjectOfJob = (job: { ownerId: string; companyId: string | null }): ResponseSubject =>
  job.companyId ? { subject: 'company', id: job.companyId } : { subject: 'owner', id: job.ownerId };

const keyOf = (subject: ResponseSubject) => `${subject.subject}:${subject.id}`;

/**
 * Rewrites every employer's figures from the applications due in the window ending at `now`, in one
 * statement: an aggregate over the due-date index's last 90 days, whatever the table's size; rows of
 * employers with nothing due any more go.
 */
export async function refreshResponseFigures(db: Db | Tx, now: Date): Promise<number> {
  const at = now.toISOString();
  const written = await db.execute(sql`
    with due as (
      select case when j.company_id is null then 'owner' else 'company' end as subject,
        coalesce(j.company_id, j.owner_id) as subject_id, a.answered_at, a.due_at, a.created_at
      from applications a join jobs j on j.id = a.job_id
      where a.due_at > ${at}::timestamptz - make_interval(days => ${RESPONSE_WINDOW_DAYS})
        and a.due_at <= ${at}::timestamptz
    ),
    figures as (
      select subject, subject_id, count(*)::int as due,
        (count(*) filter (where answered_at is not null and answered_at <= due_at))::int as answered,
        coalesce(percentile_cont(0.5) within group (
          order by extract(epoch from (answered_at - created_at)) / 86400.0
        ) filter (where answered_at is not null), 0)::float8 as median_days
      from due group by subject, subject_id
    )
    insert into response_figures (subject, subject_id, due, answered, median_days, updated_at)
    select subject, subject_id, due, answered, median_days, ${at}::timestamptz from figures
    on conflict (subject, subject_id) do update set
      due = excluded.due, answered = excluded.answered,
      median_days = excluded.median_days, updated_at = excluded.updated_at
    returning subject_id`);
  await db.delete(responseFigures).where(sql`${responseFigures.updatedAt} < ${at}::timestamptz`);
  return (written as unknown as { rows: unknown[] }).rows.length;
}

/** A subject's stored figures, as a list reads them with the job (`responseFactsColumn`). */
export interface ResponseFacts {
  due: number;
  answered: number;
  medianDays: number;
}

/**
 * The figures of a job's employer (subjectOfJob), as a column of a query on `jobs`: a primary-key
 * probe per returned row, read in a list's own statement (issue 30); null when none are kept.
 */
export const responseFactsColumn = sql<ResponseFacts | null>`(select json_build_object(
    'due', rf.due, 'answered', rf.answered, 'medianDays', rf.median_days)
  from ${responseFigures} rf
  where rf.subject = case when "jobs"."company_id" is null then 'owner' else 'company' end
    and rf.subject_id = coalesce("jobs"."company_id", "jobs"."owner_id"))`;

/** What a payload shows of stored figures: nothing below RESPONSE_MIN_DUE due. */
export function shownFigures(facts: ResponseFacts | null): TResponseFigures | null {
  if (!facts || facts.due < RESPONSE_MIN_DUE) return null;
  return {
    rate: Math.round((facts.answered / facts.due) * 1000) / 1000,
    medianDays: Math.round(facts.medianDays * 10) / 10,
  };
}

/** The shown figures of each subject: null for those with fewer than RESPONSE_MIN_DUE due. */
export async function responseFiguresOf(
  db: Db | Tx,
  subjects: ResponseSubject[],
): Promise<Map<string, TResponseFigures | null>> {
  const found = new Map<string, TResponseFigures | null>(subjects.map((s) => [keyOf(s), null]));
  const owners = [...new Set(subjects.filter((s) => s.subject === 'owner').map((s) => s.id))];
  const companies = [...new Set(subjects.filter((s) => s.subject === 'company').map((s) => s.id))];
  for (const [subject, ids] of [
    ['owner', owners],
    ['company', companies],
  ] as const) {
    if (ids.length === 0) continue;
    const rows = await db
      .select()
      .from(responseFigures)
      .where(and(eq(responseFigures.subject, subject), inArray(responseFigures.subjectId, ids)));
    for (const row of rows) found.set(keyOf({ subject, id: row.subjectId }), shownFigures(row));
  }
  return found;
}

/** The figures each job shows, by job id. */
export async function responseForJobs(
  db: Db | Tx,
  jobs: readonly { id: string; ownerId: string; companyId: string | null }[],
): Promise<Map<string, TResponseFigures | null>> {
  const figures = await responseFiguresOf(db, jobs.map(subjectOfJob));
  return new Map(jobs.map((job) => [job.id, figures.get(keyOf(subjectOfJob(job))) ?? null]));
}

/** An account's own figures go with it (a company's stay with the company). */
export async function forgetResponseFiguresOf(tx: Db | Tx, userId: string): Promise<void> {
  await tx
    .delete(responseFigures)
    .where(and(eq(responseFigures.subject, 'owner'), eq(responseFigures.subjectId, userId)));
}
