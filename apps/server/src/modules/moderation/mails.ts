import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { accountBlockedMail, jobBlockedMail, jobUnblockedMail } from '../../mail/moderation-mail.ts';
import { enqueueMail } from '../../platform/outbox-mail.ts';
import { moderatedJob } from './views.ts';

// The mails that tell an owner what moderation did, written in the action's own transaction
// (DESIGN.md §14.0): the outbox sends them after its commit, and a crash loses none. They are security
// notices, so no setting turns them off.

/** Where a blocked person objects: the mails come from a no-reply address. */
const contactUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/contact`;

export async function owedJobModerationMail(
  tx: Db | Tx,
  publicUrl: string,
  jobId: string,
  blocked: boolean,
  reason: string,
): Promise<void> {
  const { job, owner } = await moderatedJob(tx as Db, jobId);
  await enqueueMail(tx, {
    key: `${blocked ? 'job-blocked' : 'job-unblocked'}:${jobId}:${randomUUID()}`,
    userId: owner.id,
    message: blocked
      ? jobBlockedMail(owner, job, reason, contactUrl(publicUrl))
      : jobUnblockedMail(owner, job),
  });
}

export async function owedAccountBlockedMail(
  tx: Db | Tx,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'displayName' | 'language'>,
  reason: string,
): Promise<void> {
  await enqueueMail(tx, {
    key: `account-blocked:${user.id}:${randomUUID()}`,
    userId: user.id,
    message: accountBlockedMail(user, reason, contactUrl(publicUrl)),
  });
}
