import { and, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { audit, userTarget } from '../moderation/audit.ts';

/**
 * Run at every start (decision 029). An account is an admin while it was granted on the command line,
 * or granted through ADMIN_EMAILS and its address is still listed: an address taken out of the list
 * loses the role here. Admins from before the role's source was recorded get one inferred from the
 * list. Gives the ids of the accounts that lost the role.
 */
export async function applyAdminEmails(db: Db, adminEmails: ReadonlySet<string>): Promise<string[]> {
  const listed = [...adminEmails];
  const inList = (yes: boolean): SQL | undefined =>
    listed.length === 0 ? undefined : yes ? inArray(users.email, listed) : notInArray(users.email, listed);
  return db.transaction(async (tx) => {
    const legacy = and(eq(users.role, 'admin'), isNull(users.adminGrant));
    if (listed.length > 0) {
      await tx
        .update(users)
        .set({ adminGrant: 'config' })
        .where(and(legacy, inList(true)));
    }
    await tx.update(users).set({ adminGrant: 'command_line' }).where(legacy);
    const removed = await tx
      .update(users)
      .set({ role: 'user', adminGrant: null })
      .where(and(eq(users.role, 'admin'), eq(users.adminGrant, 'config'), inList(false)))
      .returning();
    for (const user of removed) {
      await audit(tx, null, 'user.revoke_admin', userTarget(user), 'No longer in ADMIN_EMAILS');
    }
    return removed.map((user) => user.id);
  });
}
