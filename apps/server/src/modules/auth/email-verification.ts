import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@debut/contract/constants';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emailVerifications, users, type UserRow } from '../../db/schema.ts';
import { verifyEmailMail } from '../../mail/verify-email-mail.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/outbox-mail.ts';
import { hashToken, newToken } from './tokens.ts';
import { mailResetLink } from './reset-link.ts';
import { revokeAllSessions } from './sessions.ts';
import { describeError } from '../../platform/log-errors.ts';

const ttl = sql.raw(`interval '${EMAIL_VERIFICATION_TTL_HOURS} hours'`);

export const tokenInvalid = () => new AppError(400, 'TOKEN_INVALID', 'Token invalid or already used');
export const tokenExpired = () => new AppError(400, 'TOKEN_EXPIRED', 'Token expired');

/**
 * E-mail confirmation (decision 018): a single-use link, valid EMAIL_VERIFICATION_TTL_HOURS, mailed at
 * registration and on request. Confirming an ADMIN_EMAILS address makes no admin: it mails the owner a
 * password-reset link, and the reset gives the role (decision 029).
 */
export function createEmailVerificationService(ctx: AppContext) {
  const { db, config } = ctx;

  /** Stores a new link for the account's current address and its mail, in the caller's transaction. */
  async function writeLink(tx: Db | Tx, user: UserRow): Promise<void> {
    const { token, tokenHash } = newToken();
    const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await tx
      .insert(emailVerifications)
      .values({ tokenHash, userId: user.id, email: user.email, expiresAt: sql`now() + ${ttl}` });
    await enqueueMail(tx, {
      // The stored hash names this link; the token itself stays out of the key.
      key: `verify-email:${tokenHash}`,
      userId: user.id,
      // The address is not confirmed yet: nothing the registering person typed goes into the mail.
      message: verifyEmailMail({ to: user.email, displayName: null, language: user.language, link }),
    });
  }

  const sendLink = (user: UserRow) => db.transaction((tx) => writeLink(tx, user));

  /** Why a token that claimed nothing is unusable: expired if it is still unused, invalid otherwise. */
  async function refusal(tokenHash: string): Promise<AppError> {
    const [row] = await db
      .select({ usedAt: emailVerifications.usedAt })
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, tokenHash));
    return row && !row.usedAt ? tokenExpired() : tokenInvalid();
  }

  /**
   * Mails a link without holding up the caller (registration answers at once); a failure is logged
   * without the address, and the account can ask for another link.
   */
  function sendLinkInBackground(user: UserRow): void {
    sendLink(user).catch((error: unknown) => {
      ctx.logger.error({ userId: user.id, err: describeError(error) }, 'e-mail confirmation link not sent');
    });
  }

  return {
    writeLink,
    sendLinkInBackground,

    /** A new link for a signed-in account that has not confirmed yet; 409 once it has. */
    resend(user: UserRow): void {
      if (user.emailVerifiedAt) throw new AppError(409, 'CONFLICT', 'E-mail already confirmed');
      sendLinkInBackground(user);
    },

    /**
     * Confirms the address the link was sent to. The link is claimed by one conditional UPDATE, so two
     * clicks racing each other confirm once and the second gets TOKEN_INVALID.
     */
    async verify(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const confirmed = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(emailVerifications)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailVerifications.tokenHash, tokenHash),
              isNull(emailVerifications.usedAt),
              gt(emailVerifications.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
        if (!claimed) return undefined;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
          .returning();
        // A link to an address the account no longer has confirms nothing; the claim is rolled back.
        if (!user) throw tokenInvalid();
        // Confirming proves the address, not who made the account: whoever registered an ADMIN_EMAILS
        // address first knows its password. So the role waits for a password reset by the address
        // owner, and every session of the account ends now (decision 029).
        const adminPending = user.role !== 'admin' && config.adminEmails.has(user.email);
        const ended = adminPending ? await revokeAllSessions(tx, user.id) : [];
        return { user, adminPending, ended };
      });
      if (!confirmed) throw await refusal(tokenHash);
      ctx.events.publish(
        { type: 'sessions.ended', sessionIds: confirmed.ended },
        { type: 'account.changed', userId: confirmed.user.id },
      );
      if (confirmed.adminPending) {
        mailResetLink(ctx, confirmed.user).catch((error: unknown) => {
          ctx.logger.error(
            { userId: confirmed.user.id, err: describeError(error) },
            'admin reset link not sent',
          );
        });
      }
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
