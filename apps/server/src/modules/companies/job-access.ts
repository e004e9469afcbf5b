import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyMembers, jobs, type JobRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

// "May manage this job" (DESIGN.md §14.1, decision 046): its owner, or any member of the company it is
// posted for, with the owner's rights over the job, its applicants, its chats and its payments. Every
// route that used to compare `job.ownerId` with the caller asks here instead, so the rule has one home.

/** What the rule reads of a job. */
export type ManagedJob = Pick<JobRow, 'ownerId' | 'companyId'>;

/** Whether `userId` may edit, publish, close, delete the job and answer its applicants. */
export async function canManageJob(db: Db | Tx, userId: string, job: ManagedJob): Promise<boolean> {
  if (job.ownerId === userId) return true;
  if (!job.companyId) return false;
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, job.companyId), eq(companyMembers.userId, userId)));
  return member !== undefined;
}

/**
 * Everyone who manages the job now: its owner and every member of its company. Read when an event is
 * sent, so a member who left stops hearing about the company's jobs at once.
 */
export async function jobTeamIds(db: Db | Tx, job: ManagedJob): Promise<string[]> {
  if (!job.companyId) return [job.ownerId];
  const members = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, job.companyId));
  return [...new Set([job.ownerId, ...members.map((member) => member.userId)])];
}

/** `canManageJob` or the 403 every such route answers. */
export async function assertCanManageJob(db: Db | Tx, userId: string, job: ManagedJob): Promise<void> {
  if (!(await canManageJob(db, userId, job))) {
    throw forbidden('Only the owner of this job or a member of its company can do this');
  }
}

/**
 * The same rule as a condition on `jobs`, for lists and counts: one statement however many jobs and
 * companies the caller has.
 */
export function managedJobCondition(userId: string): SQL {
  return or(
    eq(jobs.ownerId, userId),
    sql`${jobs.companyId} in (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`,
  ) as SQL;
}

/** The ids of every job `userId` may manage, as a subquery for `inArray`. */
export function managedJobIds(db: Db | Tx, userId: string) {
  return db.select({ id: jobs.id }).from(jobs).where(managedJobCondition(userId));
}

/**
 * The company a job is to be posted for: 404 when there is none, 403 unless `userId` is a member.
 * Its name becomes the job's company name.
 */
export async function companyToPostFor(
  db: Db | Tx,
  userId: string,
  companyId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, member: companyMembers.userId })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)),
    )
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found');
  if (!row.member) throw forbidden('Only members of the company can post jobs for it');
  return { id: row.id, name: row.name };
}
