import type { TNotificationKind } from '@debut/contract/notifications';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';

// The auth module owns the users table (issue 28): other modules change an account only through
// these, inside their own transaction.

/** Blocks or unblocks an account; gives the row as it is now, or undefined when there is none. */
export async function setAccountBlocked(
  tx: Tx,
  userId: string,
  blocked: { reason: string } | null,
): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set(
      blocked
        ? { blockedAt: sql`now()`, blockedReason: blocked.reason }
        : { blockedAt: null, blockedReason: null },
    )
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** The command line's grant or revocation of the admin role (decision 029). */
export async function setCommandLineAdmin(
  tx: Tx,
  email: string,
  admin: boolean,
): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    // Recorded as the command line's grant, so ADMIN_EMAILS never takes it back (decision 029).
    .set(admin ? { role: 'admin', adminGrant: 'command_line' } : { role: 'user', adminGrant: null })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning();
  return user;
}

/** The last step of an account deletion: sessions and reset links go with it by ON DELETE CASCADE. */
export async function deleteAccountRow(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * Switches kinds of mail on or off for an account (users/notification-settings.ts), merged in the
 * database so two tabs switching different kinds at once both keep their change; the stored object after.
 */
export async function mergeNotificationSettings(
  db: Db | Tx,
  userId: string,
  patch: Partial<Record<TNotificationKind, boolean>>,
): Promise<Partial<Record<TNotificationKind, boolean>> | undefined> {
  const [row] = await db
    .update(users)
    .set({ notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ stored: users.notificationSettings });
  return row?.stored;
}
