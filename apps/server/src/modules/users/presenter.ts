import type { TPublicUser, TUser } from '@debut/contract/users';
import type { TLanguage } from '@debut/contract/constants';
import type { UserRow } from '../../db/schema.ts';

/** The account as its owner sees it. */
export function presentUser(row: UserRow): TUser {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    country: row.country,
    language: (row.language as TLanguage | null) ?? null,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Another person as anyone signed in may see them: never the e-mail. */
export function presentPublicUser(row: UserRow): TPublicUser {
  return {
    _id: row.id,
    displayName: row.displayName,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
  };
}
