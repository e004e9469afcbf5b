import type { UserRow } from '../db/schema.ts';

/** A signed-in caller: the account's row and the session the request came with. */
export interface AuthUser extends UserRow {
  sessionId: string;
}
