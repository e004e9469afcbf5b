import { sql, type SQL } from 'drizzle-orm';
import { FINAL_STATUSES, UNANSWERED_STATUSES, type TApplicationStatus } from '@debut/contract/applications';
import { applications } from '../../db/schema.ts';

export const isAwaitingAnswer = (status: TApplicationStatus): boolean => UNANSWERED_STATUSES.includes(status);
export const isFinal = (status: TApplicationStatus): boolean => FINAL_STATUSES.includes(status);

/**
 * The SQL that records a move to `status` at the database's now: the status, its history entry with
 * `message`, and (the first time it leaves "sent"/"viewed" for a team's answer) when it was answered.
 */
export function moveColumns(status: TApplicationStatus, message: string | null): Record<string, SQL> {
  const entry = sql`jsonb_build_array(jsonb_build_object(
    'status', ${status}::text,
    'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'message', ${message}::text))`;
  return {
    status: sql`${status}`,
    history: sql`${applications.history} || ${entry}`,
    updatedAt: sql`now()`,
    ...(status === 'viewed' || status === 'expired'
      ? {}
      : { answeredAt: sql`coalesce(${applications.answeredAt}, now())` }),
  };
}
