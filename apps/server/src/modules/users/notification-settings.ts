import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  ZNotificationKind,
  type TNotificationKind,
  type TNotificationSettings,
  type TNotificationSettingsPatch,
} from '@debut/contract/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import { mergeNotificationSettings } from '../auth/account-commands.ts';
import { KIND_TOKEN_SECRET, signKindToken, verifyKindToken } from '../../platform/unsubscribe-links.ts';

/** Every kind on, then what the account switched off (a kind missing from the stored object is on). */
export function settingsOf(stored: Partial<Record<TNotificationKind, boolean>>): TNotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, stored[kind] !== false]),
  ) as TNotificationSettings;
}

/** Whether an account gets mails of a kind: read in the transaction that would write the mail. */
export async function wantsMail(db: Db | Tx, userId: string, kind: TNotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`coalesce((${users.notificationSettings}->>${kind})::boolean, true)` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on ?? false;
}

export const unsubscribeTokenInvalid = () =>
  new AppError(400, 'TOKEN_INVALID', 'This unsubscribe link is not valid');

/** The signed token of an account's unsubscribe link for one kind of mail. */
export async function kindUnsubscribeToken(
  db: Db | Tx,
  kind: TNotificationKind,
  userId: string,
): Promise<string> {
  return signKindToken(await getOrCreateSecret(db as Db, KIND_TOKEN_SECRET), kind, userId);
}

export function createNotificationSettings(db: Db) {
  async function update(userId: string, patch: TNotificationSettingsPatch): Promise<TNotificationSettings> {
    const stored = await mergeNotificationSettings(db, userId, patch);
    if (!stored) throw notFound('User not found');
    return settingsOf(stored);
  }

  return {
    async get(userId: string): Promise<TNotificationSettings> {
      const [row] = await db
        .select({ stored: users.notificationSettings })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw notFound('User not found');
      return settingsOf(row.stored);
    },

    update,

    /**
     * One click of a kind's unsubscribe link, signed out: that kind off for that account. Again is fine;
     * a token of an account deleted since names nobody and changes nothing.
     */
    async unsubscribe(token: string): Promise<TNotificationKind | undefined> {
      const named = verifyKindToken(await getOrCreateSecret(db, KIND_TOKEN_SECRET), token);
      if (!named) return undefined;
      const kind = ZNotificationKind.safeParse(named.kind);
      if (!kind.success) return undefined;
      await mergeNotificationSettings(db, named.userId, { [kind.data]: false });
      return kind.data;
    },
  };
}
export type NotificationSettings = ReturnType<typeof createNotificationSettings>;
