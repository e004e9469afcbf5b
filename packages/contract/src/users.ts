import { z } from 'zod';
import { ZText } from './primitives.ts';
import { LANGUAGES } from './constants.ts';
import { isCountryCode } from './countries.ts';

export const ZId = z.uuid();

/** Upper-cases and checks an ISO 3166-1 alpha-2 code ("ru" → "RU"). */
export const ZCountry = ZText.trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'Unknown country code (ISO 3166-1 alpha-2 expected)' });

export const ZLanguage = z.enum(LANGUAGES);
export const ZRole = z.enum(['user', 'admin']);

/** The signed-in user as its owner sees it (the only place the e-mail appears). */
export const ZUser = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  country: z.string().nullable(),
  language: ZLanguage.nullable(),
  role: ZRole,
  /** Whether the owner opened the confirmation link mailed to this address. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZUser, { id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/** Another user as anyone signed in may see them: no e-mail. */
export const ZPublicUser = z.object({
  _id: z.string(),
  displayName: z.string(),
  country: z.string().nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZPublicUser, { id: 'PublicUser' });
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZUserResponse = z.object({ user: ZUser });
export type TUserResponse = z.infer<typeof ZUserResponse>;
export const ZPublicUserResponse = z.object({ user: ZPublicUser });
export type TPublicUserResponse = z.infer<typeof ZPublicUserResponse>;

export const ZUserIdParams = z.object({ id: ZId });
