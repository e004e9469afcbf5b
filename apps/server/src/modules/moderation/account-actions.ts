import { eq } from 'drizzle-orm';
import { users, type JobRow, type UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { setAccountBlocked, setCommandLineAdmin } from '../auth/account-commands.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { blockActiveJobsOfOwner } from '../jobs/commands.ts';
import { owedAccountBlockedMail } from './mails.ts';
import { audit, jobLabel, resolveReports, userTarget, type ModerationDeps } from './audit.ts';

// What an admin does to an account: block it (with its live jobs) or lift the block, grant or revoke
// the admin role.

/**
 * Blocks an account: its sessions end, sign-in is refused, and its live jobs are blocked with the
 * same reason (a scammer's vacancies go with them). Lifting the block leaves those jobs blocked
 * until an admin looks at each.
 */
export async function setUserBlocked(
  { db, events, publicUrl }: ModerationDeps,
  actorId: string,
  userId: string,
  blocked: boolean,
  reason: string,
): Promise<{ user: UserRow; blockedJobs: JobRow[]; endedSessions: string[]; changed: boolean }> {
  if (actorId === userId) {
    throw new AppError(400, 'CANNOT_BLOCK_SELF', 'You cannot block your own account');
  }
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw notFound('Account not found');
    if (blocked === Boolean(current.blockedAt))
      return { user: current, blockedJobs: [], endedSessions: [], changed: false };
    const user = await setAccountBlocked(tx, userId, blocked ? { reason } : null);
    if (!user) throw notFound('Account not found');
    await audit(tx, actorId, blocked ? 'user.block' : 'user.unblock', userTarget(current), reason);
    if (!blocked) return { user, blockedJobs: [], endedSessions: [], changed: true };
    await owedAccountBlockedMail(tx, publicUrl, user, reason);
    const endedSessions = await revokeAllSessions(tx, userId);
    const blockedJobs = await blockActiveJobsOfOwner(tx, userId, reason);
    for (const job of blockedJobs) {
      await resolveReports(tx, job.id);
      await audit(tx, actorId, 'job.block', { type: 'job', id: job.id, label: jobLabel(job) }, reason);
    }
    return { user, blockedJobs, endedSessions, changed: true };
  });
  if (result.changed && blocked) {
    events.publish(
      { type: 'sessions.ended', sessionIds: result.endedSessions },
      ...result.blockedJobs.map((job) => ({ type: 'job.removed' as const, jobId: job.id })),
      { type: 'account.blocked', user: result.user, reason },
    );
  }
  if (result.changed && !blocked) events.publish({ type: 'account.changed', userId });
  return result;
}

/** `npm run admin -- grant|revoke <email>`: the command line is the actor (null). */
export async function setAdmin(
  { db, events }: ModerationDeps,
  email: string,
  admin: boolean,
): Promise<UserRow> {
  const changed = await db.transaction(async (tx) => {
    const user = await setCommandLineAdmin(tx, email, admin);
    if (!user) throw notFound(`No account with the e-mail ${email}`);
    await audit(tx, null, admin ? 'user.grant_admin' : 'user.revoke_admin', userTarget(user), null);
    return user;
  });
  events.publish({ type: 'account.changed', userId: changed.id });
  return changed;
}
