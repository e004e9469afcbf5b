import { and, desc, eq, ilike, inArray, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { REPORTS_TO_HOLD, type TAuditAction, type TReportRequest } from '@debut/contract/moderation';
import type { TUpdateJobRequest } from '@debut/contract/jobs';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, jobs, reports, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { JobRow } from '../jobs/presenter.ts';
import { applyJobEdit, jobNotFound } from '../jobs/service.ts';

type UserRow = typeof users.$inferSelect;
type ReportRow = typeof reports.$inferSelect;
type AuditRow = typeof auditLog.$inferSelect;

/** A job with what moderation needs to see beside it. */
export interface ModeratedJobView {
  job: JobRow;
  owner: Pick<UserRow, 'id' | 'displayName' | 'email' | 'language'>;
  openReports: number;
}

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

// Correlated counts name the outer row in full: drizzle writes a column of a one-table query
// unqualified, which inside the subquery would mean the subquery's own table.
const openReportsOf = sql<number>`(select count(*)::int from reports r where r.job_id = "jobs"."id" and r.resolved_at is null)`;
const jobsCountOf = sql<number>`(select count(*)::int from jobs j where j.owner_id = "users"."id")`;

const jobLabel = (job: Pick<JobRow, 'title' | 'number'>) => `${job.title} (No. ${job.number})`;

export const alreadyReported = () =>
  new AppError(409, 'ALREADY_REPORTED', 'You have already reported this job');

/** Reports from job seekers and everything admins do about jobs and accounts, each action audited. */
export function createModerationService(db: Db) {
  async function audit(
    tx: Db | Tx,
    actorId: string | null,
    action: TAuditAction,
    target: { type: 'job' | 'user'; id: string; label: string },
    reason: string | null,
  ): Promise<void> {
    await tx.insert(auditLog).values({
      actorId,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      reason,
    });
  }

  async function lockJob(tx: Tx, id: string): Promise<JobRow> {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw jobNotFound();
    return job;
  }

  async function resolveReports(tx: Tx, jobId: string): Promise<void> {
    await tx
      .update(reports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(reports.jobId, jobId), isNull(reports.resolvedAt)));
  }

  async function moderatedJobs(where: SQL | undefined, order: SQL[], limit: number) {
    const rows = await db
      .select({
        job: jobs,
        owner: { id: users.id, displayName: users.displayName, email: users.email, language: users.language },
        openReports: openReportsOf,
      })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    return rows satisfies ModeratedJobView[];
  }

  async function moderatedJob(id: string): Promise<ModeratedJobView> {
    const [view] = await moderatedJobs(eq(jobs.id, id), [], 1);
    if (!view) throw jobNotFound();
    return view;
  }

  async function moderatedUser(id: string): Promise<ModeratedUserView> {
    const [view] = await db
      .select({ user: users, jobsCount: jobsCountOf })
      .from(users)
      .where(eq(users.id, id));
    if (!view) throw notFound('Account not found');
    return view;
  }

  /**
   * The status a job returns to when its block is lifted: live again while its paid publication
   * lasts, otherwise closed as expired, or a draft if it was never published.
   */
  function statusAfterUnblock(job: JobRow): Pick<JobRow, 'status' | 'published' | 'closedReason'> {
    if (job.publishedAt && job.expiresAt && job.expiresAt.getTime() > Date.now()) {
      return { status: 'active', published: true, closedReason: null };
    }
    if (job.publishedAt) return { status: 'closed', published: false, closedReason: 'expired' };
    return { status: 'draft', published: false, closedReason: null };
  }

  return {
    moderatedJob,
    moderatedUser,

    /**
     * One open report per person and job. The report that makes `REPORTS_TO_HOLD` different people
     * hides the job from search until an admin reviews it; `held` says this report did it.
     */
    async report(
      reporterId: string,
      jobId: string,
      input: TReportRequest,
    ): Promise<{ reportId: string; held: boolean }> {
      return db.transaction(async (tx) => {
        const job = await lockJob(tx, jobId);
        if (job.status !== 'active') throw jobNotFound();
        if (job.ownerId === reporterId) {
          throw new AppError(400, 'OWN_JOB', 'You cannot report your own job');
        }
        const [inserted] = await tx
          .insert(reports)
          .values({ jobId, reporterId, reason: input.reason, text: input.text || null })
          .onConflictDoNothing({
            target: [reports.jobId, reports.reporterId],
            where: sql`resolved_at IS NULL`,
          })
          .returning({ id: reports.id });
        if (!inserted) throw alreadyReported();
        const [counted] = await tx
          .select({ reporters: sql<number>`count(distinct ${reports.reporterId})::int` })
          .from(reports)
          .where(and(eq(reports.jobId, jobId), isNull(reports.resolvedAt)));
        let held = false;
        if (!job.heldAt && (counted?.reporters ?? 0) >= REPORTS_TO_HOLD) {
          await tx
            .update(jobs)
            .set({ heldAt: sql`now()` })
            .where(eq(jobs.id, jobId));
          held = true;
        }
        return { reportId: inserted.id, held };
      });
    },

    async listReports(status: 'open' | 'resolved'): Promise<ReportView[]> {
      const rows = await db
        .select({ report: reports, reporter: { id: users.id, displayName: users.displayName } })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.reporterId))
        .where(status === 'open' ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt))
        .orderBy(desc(reports.createdAt))
        .limit(QUEUE_LIMIT);
      const jobIds = [...new Set(rows.map((row) => row.report.jobId))];
      const views = jobIds.length ? await moderatedJobs(inArray(jobs.id, jobIds), [], jobIds.length) : [];
      const byId = new Map(views.map((view) => [view.job.id, view]));
      return rows.flatMap((row) => {
        const job = byId.get(row.report.jobId);
        return job ? [{ report: row.report, job, reporter: row.reporter }] : [];
      });
    },

    /** Text, company, number or the owner's e-mail; without words, the jobs that need a look first. */
    searchJobs(q: string): Promise<ModeratedJobView[]> {
      if (!q) {
        return moderatedJobs(
          or(isNotNull(jobs.heldAt), eq(jobs.status, 'blocked'), sql`${openReportsOf} > 0`),
          [sql`${jobs.heldAt} IS NULL`, desc(openReportsOf), desc(jobs.createdAt)],
          LIST_LIMIT,
        );
      }
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const number = /^\d{1,15}$/.test(q) ? Number(q) : undefined;
      return moderatedJobs(
        or(
          ilike(jobs.title, pattern),
          ilike(jobs.companyName, pattern),
          ilike(users.email, pattern),
          ...(number === undefined ? [] : [eq(jobs.number, number)]),
        ),
        [desc(jobs.createdAt)],
        LIST_LIMIT,
      );
    },

    searchUsers(q: string): Promise<ModeratedUserView[]> {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ user: users, jobsCount: jobsCountOf })
        .from(users)
        .where(q ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined)
        .orderBy(desc(users.createdAt))
        .limit(LIST_LIMIT);
    },

    /**
     * Blocks (status blocked, hidden everywhere, its open reports resolved) or lifts the block.
     * Gives the job before and after, so the caller can tell search and the owner.
     */
    async setJobBlocked(
      actorId: string | null,
      jobId: string,
      blocked: boolean,
      reason: string,
    ): Promise<{ before: JobRow; after: JobRow; changed: boolean }> {
      return db.transaction(async (tx) => {
        const before = await lockJob(tx, jobId);
        if (blocked === (before.status === 'blocked') && (!blocked || before.blockedReason === reason)) {
          return { before, after: before, changed: false };
        }
        const [after] = await tx
          .update(jobs)
          .set(
            blocked
              ? { status: 'blocked', published: false, blockedReason: reason, heldAt: null }
              : { ...statusAfterUnblock(before), blockedReason: null },
          )
          .where(eq(jobs.id, jobId))
          .returning();
        if (!after) throw jobNotFound();
        if (blocked) await resolveReports(tx, jobId);
        await audit(
          tx,
          actorId,
          blocked ? 'job.block' : 'job.unblock',
          { type: 'job', id: jobId, label: jobLabel(before) },
          reason,
        );
        return { before, after, changed: true };
      });
    },

    /** Resolves the job's open reports and lifts the hold they put on it. */
    async review(actorId: string, jobId: string, reason: string): Promise<{ before: JobRow; after: JobRow }> {
      return db.transaction(async (tx) => {
        const before = await lockJob(tx, jobId);
        await resolveReports(tx, jobId);
        const [after] = await tx.update(jobs).set({ heldAt: null }).where(eq(jobs.id, jobId)).returning();
        if (!after) throw jobNotFound();
        await audit(tx, actorId, 'job.review', { type: 'job', id: jobId, label: jobLabel(before) }, reason);
        return { before, after };
      });
    },

    async edit(
      actorId: string,
      jobId: string,
      changes: TUpdateJobRequest,
      reason: string,
    ): Promise<{ before: JobRow; after: JobRow }> {
      return db.transaction(async (tx) => {
        const before = await lockJob(tx, jobId);
        const after = await applyJobEdit(tx, before, changes);
        await audit(tx, actorId, 'job.edit', { type: 'job', id: jobId, label: jobLabel(before) }, reason);
        return { before, after };
      });
    },

    async remove(actorId: string, jobId: string, reason: string): Promise<JobRow> {
      return db.transaction(async (tx) => {
        const job = await lockJob(tx, jobId);
        await tx.delete(jobs).where(eq(jobs.id, jobId));
        await audit(tx, actorId, 'job.delete', { type: 'job', id: jobId, label: jobLabel(job) }, reason);
        return job;
      });
    },

    /**
     * Blocks an account: its sessions end, sign-in is refused, and its live jobs are blocked with the
     * same reason (a scammer's vacancies go with them). Lifting the block leaves those jobs blocked
     * until an admin looks at each.
     */
    async setUserBlocked(
      actorId: string,
      userId: string,
      blocked: boolean,
      reason: string,
    ): Promise<{ user: UserRow; blockedJobs: JobRow[]; endedSessions: string[]; changed: boolean }> {
      if (actorId === userId) {
        throw new AppError(400, 'CANNOT_BLOCK_SELF', 'You cannot block your own account');
      }
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!current) throw notFound('Account not found');
        if (blocked === Boolean(current.blockedAt))
          return { user: current, blockedJobs: [], endedSessions: [], changed: false };
        const [user] = await tx
          .update(users)
          .set(
            blocked
              ? { blockedAt: sql`now()`, blockedReason: reason }
              : { blockedAt: null, blockedReason: null },
          )
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw notFound('Account not found');
        const label = `${current.displayName} <${current.email}>`;
        await audit(
          tx,
          actorId,
          blocked ? 'user.block' : 'user.unblock',
          { type: 'user', id: userId, label },
          reason,
        );
        if (!blocked) return { user, blockedJobs: [], endedSessions: [], changed: true };
        const endedSessions = await revokeAllSessions(tx, userId);
        const blockedJobs = await tx
          .update(jobs)
          .set({ status: 'blocked', published: false, blockedReason: reason, heldAt: null })
          .where(and(eq(jobs.ownerId, userId), eq(jobs.status, 'active')))
          .returning();
        for (const job of blockedJobs) {
          await resolveReports(tx, job.id);
          await audit(tx, actorId, 'job.block', { type: 'job', id: job.id, label: jobLabel(job) }, reason);
        }
        return { user, blockedJobs, endedSessions, changed: true };
      });
    },

    /** `npm run admin -- grant|revoke <email>`: the command line is the actor (null). */
    async setAdmin(email: string, admin: boolean): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ role: admin ? 'admin' : 'user' })
          .where(eq(users.email, email.trim().toLowerCase()))
          .returning();
        if (!user) throw notFound(`No account with the e-mail ${email}`);
        await audit(
          tx,
          null,
          admin ? 'user.grant_admin' : 'user.revoke_admin',
          { type: 'user', id: user.id, label: `${user.displayName} <${user.email}>` },
          null,
        );
        return user;
      });
    },

    async listAudit(): Promise<AuditView[]> {
      return db
        .select({ entry: auditLog, actor: { id: users.id, displayName: users.displayName } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt))
        .limit(QUEUE_LIMIT);
    },
  };
}
