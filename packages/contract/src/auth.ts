import { z } from 'zod';
import { humanText } from './human-text.ts';
import { ZText } from './primitives.ts';
import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { ZCountry, ZLanguage, ZUser } from './users.ts';

export const ZEmail = ZText.trim().toLowerCase().pipe(z.email().max(254));
export const ZPassword = ZText.min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A person's name as others see it: visible, in one alphabet per word, never a badge. */
export const ZDisplayName = humanText(1, DISPLAY_NAME_MAX);

export const ZRegisterRequest = z.object({
  displayName: ZDisplayName,
  email: ZEmail,
  password: ZPassword,
  acceptTerms: z.literal(true),
  acceptPrivacy: z.literal(true),
  /**
   * The language of the account's mails, from the first (the confirmation) on (DESIGN.md §14.0); the
   * server takes the interface's language (its cookie), then Accept-Language, when it is absent.
   */
  language: ZLanguage.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  // Any length is accepted here so that a login never reveals the password rules.
  password: ZText.min(1).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthResponse = z.object({ token: z.string(), user: ZUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZUpdateProfileRequest = z
  .object({
    displayName: ZDisplayName,
    country: ZCountry.nullable(),
    language: ZLanguage,
  })
  .partial()
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: ZText.min(1).max(1024),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: ZText.min(1).max(256),
  password: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** `POST /auth/verify-email`: the token from the confirmation link; works without a session. */
export const ZVerifyEmailRequest = z.object({ token: ZText.min(1).max(256) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
