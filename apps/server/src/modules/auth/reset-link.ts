import { sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MINUTES } from '@debut/contract/constants';
import type { AppContext } from '../../context.ts';
import { passwordResets, type UserRow } from '../../db/schema.ts';
import { resetPasswordMail } from '../../mail/reset-password-mail.ts';
import { enqueueMail } from '../../platform/outbox-mail.ts';
import { newToken } from './tokens.ts';

/**
 * Stores a single-use password-reset link for the account and mails it to its address: asked for on
 * the forgotten-password form, and sent unasked when an ADMIN_EMAILS address is confirmed.
 */
export async function mailResetLink(
  ctx: Pick<AppContext, 'db' | 'config'>,
  user: Pick<UserRow, 'id' | 'email' | 'displayName' | 'language' | 'emailVerifiedAt'>,
): Promise<void> {
  const { token, tokenHash } = newToken();
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: user.id,
      expiresAt: sql`now() + ${sql.raw(`interval '${RESET_TOKEN_TTL_MINUTES} minutes'`)}`,
    });
    await enqueueMail(tx, {
      // The stored hash names this link; the token itself stays out of the database.
      key: `reset-password:${tokenHash}`,
      userId: user.id,
      message: resetPasswordMail({
        to: user.email,
        // Whoever registered an address not yet confirmed chose the name: it stays out of the mail.
        displayName: user.emailVerifiedAt ? user.displayName : null,
        language: user.language,
        link,
      }),
    });
  });
}
