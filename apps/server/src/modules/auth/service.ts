import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DETAIL_CODES } from '@debut/contract/errors';
import type {
  TChangePasswordRequest,
  TRegisterRequest,
  TResetPasswordRequest,
  TUpdateProfileRequest,
} from '@debut/contract/auth';
import type { TLanguage } from '@debut/contract/constants';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { passwordResets, users, type UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { assertPasswordAllowed, burnVerifyTime, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.ts';
import { hashToken } from './tokens.ts';
import { mailResetLink } from './reset-link.ts';
import { audit, userTarget } from '../moderation/audit.ts';
import type { DomainEvents } from '../../domain-events.ts';

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
};

export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

export function createAuthService(ctx: AppContext, events: DomainEvents) {
  const { db, config } = ctx;

  return {
    /** Signs out: this session ends, and so do its sockets. */
    async logout(sessionId: string): Promise<void> {
      events.publish({ type: 'sessions.ended', sessionIds: await revokeSession(db, sessionId) });
    },

    /**
     * Creates the account in `language` with its first session; `owed` writes, in the same transaction,
     * what the new account is owed (the confirmation link and its mail).
     */
    async register(
      input: TRegisterRequest,
      language: TLanguage,
      owed: (tx: Tx, user: UserRow) => Promise<void>,
    ): Promise<{ token: string; user: UserRow }> {
      assertPasswordAllowed(input.password, 'password', input);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              displayName: input.displayName,
              language,
              passwordHash,
              termsAcceptedAt: sql`now()`,
              privacyAcceptedAt: sql`now()`,
            })
            .returning();
          if (!user) throw new Error('insert returned no user');
          await owed(tx, user);
          return { user, token: await createSession(tx, user.id) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN', 'Email already in use');
        throw error;
      }
    },

    async login(email: string, password: string): Promise<{ token: string; user: UserRow }> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) {
        await burnVerifyTime(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
      if (user.blockedAt) throw new AppError(403, 'BLOCKED', 'This account is blocked');
      // Signing in grants nothing: whoever registered an ADMIN_EMAILS address knows this password, so
      // the role waits for a reset by the address owner (decision 029).
      return { user, token: await createSession(db, user.id) };
    },

    async updateProfile(userId: string, patch: TUpdateProfileRequest): Promise<UserRow> {
      // An empty patch changes nothing (and an UPDATE with nothing to set is not SQL): give the account back.
      const [user] =
        Object.keys(patch).length === 0
          ? await db.select().from(users).where(eq(users.id, userId))
          : await db.update(users).set(patch).where(eq(users.id, userId)).returning();
      if (!user) throw new AppError(404, 'NOT_FOUND', 'Account not found');
      if (Object.keys(patch).length > 0) events.publish({ type: 'account.changed', userId });
      return user;
    },

    async changePassword(
      user: UserRow & { sessionId: string },
      input: TChangePasswordRequest,
    ): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw validationError(
          'currentPassword',
          DETAIL_CODES.currentPasswordWrong,
          'The current password is not correct',
        );
      }
      assertPasswordAllowed(input.newPassword, 'newPassword', user);
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        return revokeAllSessions(tx, user.id, user.sessionId);
      });
      events.publish(
        { type: 'sessions.ended', sessionIds: ended },
        { type: 'account.changed', userId: user.id },
      );
    },

    /** Mails a single-use link when the account exists; says nothing either way. */
    async forgotPassword(email: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user || user.blockedAt) return;
      await mailResetLink(ctx, user);
    },

    async resetPassword(input: TResetPasswordRequest): Promise<void> {
      const tokenExpired = () => new AppError(400, 'TOKEN_EXPIRED', 'Token expired');
      const tokenHash = hashToken(input.token);
      const usable = and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      );
      const [found] = await db
        .select({
          reset: passwordResets,
          account: { id: users.id, email: users.email, displayName: users.displayName, role: users.role },
        })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(usable);
      if (!found) throw tokenExpired();
      const { reset, account } = found;
      assertPasswordAllowed(input.password, 'password', account);
      const passwordHash = await hashPassword(input.password);
      const ended = await db.transaction(async (tx) => {
        // Marking it used in the same statement that checks it makes the link single-use under races.
        const claimed = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(usable)
          .returning();
        if (claimed.length === 0) throw tokenExpired();
        // The link reached the address, so its owner set this password: the address is proven, and an
        // ADMIN_EMAILS address gets its role now, with every session of the account ended (decision 029).
        const becomesAdmin = account.role !== 'admin' && config.adminEmails.has(account.email);
        await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            ...(becomesAdmin ? { role: 'admin' as const, adminGrant: 'config' as const } : {}),
          })
          .where(eq(users.id, reset.userId));
        if (becomesAdmin) {
          await audit(tx, null, 'user.grant_admin', userTarget(account), 'ADMIN_EMAILS');
        }
        return revokeAllSessions(tx, reset.userId);
      });
      events.publish(
        { type: 'sessions.ended', sessionIds: ended },
        { type: 'account.changed', userId: reset.userId },
      );
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
