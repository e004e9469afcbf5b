import { desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, reports, users, type AuditRow, type ReportRow, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { jobNotFound } from '../jobs/queries.ts';
import {
  jobsCountColumn,
  jobsNeedingReview,
  jobsWithOwnersByIds,
  jobsWithOwnersMatching,
  jobWithOwner,
  type JobWithOwner,
} from './job-queries.ts';

// What the admin screens read: the reports queue, jobs and accounts found by words, the audit log.

/** A job with what moderation needs to see beside it. */
export type ModeratedJobView = JobWithOwner;

export interface ReportView {
  report: ReportRow;
  job: ModeratedJobView;
  reporter: Pick<UserRow, 'id' | 'displayName'> | null;
}

export interface AuditView {
  entry: AuditRow;
  actor: Pick<UserRow, 'id' | 'displayName'> | null;
}

export interface ModeratedUserView {
  user: UserRow;
  jobsCount: number;
}

const LIST_LIMIT = 50;
const QUEUE_LIMIT = 200;

// Reports are moderation's, so the jobs module's lists for moderation take their count from here, as a
// column correlated to the job row. It names that row in full: drizzle writes a column of a one-table
// query unqualified, which inside the subquery would mean the subquery's own table.
const openReportsOf = sql<number>`(select count(*)::int from reports r where r.job_id = "jobs"."id" and r.resolved_at is null)`;

export async function moderatedJob(db: Db, id: string): Promise<ModeratedJobView> {
  const view = await jobWithOwner(db, id, openReportsOf);
  if (!view) throw jobNotFound();
  return view;
}

export async function moderatedUser(db: Db, id: string): Promise<ModeratedUserView> {
  const [view] = await db
    .select({ user: users, jobsCount: jobsCountColumn })
    .from(users)
    .where(eq(users.id, id));
  if (!view) throw notFound('Account not found');
  return view;
}

export async function listReports(db: Db, status: 'open' | 'resolved'): Promise<ReportView[]> {
  const rows = await db
    .select({ report: reports, reporter: { id: users.id, displayName: users.displayName } })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(status === 'open' ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt))
    .orderBy(desc(reports.createdAt))
    .limit(QUEUE_LIMIT);
  const jobIds = [...new Set(rows.map((row) => row.report.jobId))];
  const views = await jobsWithOwnersByIds(db, jobIds, openReportsOf);
  const byId = new Map(views.map((view) => [view.job.id, view]));
  return rows.flatMap((row) => {
    const job = byId.get(row.report.jobId);
    return job ? [{ report: row.report, job, reporter: row.reporter }] : [];
  });
}

/** Text, company, number or the owner's e-mail; without words, the jobs that need a look first. */
export function searchJobs(db: Db, q: string): Promise<ModeratedJobView[]> {
  if (!q) return jobsNeedingReview(db, openReportsOf, LIST_LIMIT);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = /^\d{1,15}$/.test(q) ? Number(q) : undefined;
  return jobsWithOwnersMatching(db, { pattern, number }, openReportsOf, LIST_LIMIT);
}

export function searchUsers(db: Db, q: string): Promise<ModeratedUserView[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ user: users, jobsCount: jobsCountColumn })
    .from(users)
    .where(q ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(LIST_LIMIT);
}

export async function listAudit(db: Db): Promise<AuditView[]> {
  return db
    .select({ entry: auditLog, actor: { id: users.id, displayName: users.displayName } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt))
    .limit(QUEUE_LIMIT);
}
