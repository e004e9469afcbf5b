import type { TJobCompany } from '@debut/contract/companies';
import { jobCompaniesByIds } from '../companies/job-company.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZInstant } from '@debut/contract/primitives';
import {
  ALERTS_PER_USER,
  type TAlertQuery,
  type TCreateAlertRequest,
  type TUpdateAlertRequest,
} from '@debut/contract/alerts';
import type { Db } from '../../db/client.ts';
import { alerts, users, type AlertRow, type JobRow } from '../../db/schema.ts';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.ts';
import {
  liveJobsOfAlertMatches,
  newLiveMatchesCount,
  ownerEmailVerifiedOf,
  type MatchKey,
} from './job-queries.ts';
import { alertSearchColumns } from './matching.ts';
import { countryTimeZone } from './time-zone.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export const alertNotFound = () => notFound('Alert not found');

export interface AlertView {
  alert: AlertRow;
  newCount: number;
  lastMatchedAt: Date | string | null;
}

/** An alert's matched jobs page: newest match first, keyset on (matched_at, job id). */
export interface AlertJobsPage {
  jobs: JobRow[];
  /** Which of the jobs' owners confirmed their e-mail. */
  verifiedOwners: Set<string>;
  /** The jobs' companies as job payloads carry them, by company id. */
  companies: Map<string, TJobCompany>;
  nextCursor: string | null;
}

/** The keyset the server writes; a date PostgreSQL cannot hold or any other shape is a 400, not a 500. */
const ZMatchCursor = z.object({ at: ZInstant, id: z.guid() });

function decodeMatchCursor(raw: string): MatchKey {
  try {
    return ZMatchCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw validationError('cursor', 'invalid_cursor', 'The cursor is not valid: start again without it');
  }
}

/** When the alert last reached a job: the newest of its matches (the index on alert and time). */
const lastMatchedOf = sql<Date | null>`(select max(m.matched_at) from alert_matches m where m.alert_id = "alerts"."id")`;

/** Saved searches (DESIGN.md §13.1, decision 021). */
export function createAlertsService(db: Db, unsubscribeSecret: () => Promise<Buffer>) {
  async function owned(userId: string, id: string): Promise<AlertRow> {
    const [alert] = await db.select().from(alerts).where(eq(alerts.id, id));
    if (!alert) throw alertNotFound();
    if (alert.userId !== userId) throw forbidden('Only the owner of this alert can do this');
    return alert;
  }

  async function view(id: string): Promise<AlertView> {
    const [row] = await db
      .select({ alert: alerts, newCount: newLiveMatchesCount, lastMatchedAt: lastMatchedOf })
      .from(alerts)
      .where(eq(alerts.id, id));
    if (!row) throw alertNotFound();
    return row;
  }

  return {
    /** The caller's alerts, newest first, each with its count of new matches. */
    list(userId: string): Promise<AlertView[]> {
      return db
        .select({ alert: alerts, newCount: newLiveMatchesCount, lastMatchedAt: lastMatchedOf })
        .from(alerts)
        .where(eq(alerts.userId, userId))
        .orderBy(desc(alerts.createdAt), desc(alerts.id));
    },

    async create(userId: string, input: TCreateAlertRequest): Promise<AlertView> {
      const columns = await alertSearchColumns(db, input.query);
      const id = await db.transaction(async (tx) => {
        // The person's row is the lock: two saves at once cannot both be the 20th.
        const [person] = await tx
          .select({ country: users.country })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(alerts)
          .where(eq(alerts.userId, userId));
        if ((held?.count ?? 0) >= ALERTS_PER_USER) {
          throw new AppError(
            409,
            'ALERT_LIMIT',
            `You can keep at most ${ALERTS_PER_USER} alerts: delete one before saving another`,
          );
        }
        const [inserted] = await tx
          .insert(alerts)
          .values({
            userId,
            name: input.name,
            query: cleanQuery(input.query),
            frequency: input.frequency,
            timeZone: countryTimeZone(person?.country),
            ...columns,
          })
          .returning({ id: alerts.id });
        if (!inserted) throw new Error('insert returned no alert');
        return inserted.id;
      });
      return view(id);
    },

    async update(userId: string, id: string, patch: TUpdateAlertRequest): Promise<AlertView> {
      await owned(userId, id);
      await db.update(alerts).set(patch).where(eq(alerts.id, id));
      return view(id);
    },

    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      await db.delete(alerts).where(eq(alerts.id, id));
    },

    /**
     * The live jobs that matched since the alert was made, newest match first. The first page is the
     * person opening the alert: its new matches are then seen.
     */
    async jobs(
      userId: string,
      id: string,
      { limit, cursor }: { limit: number; cursor: string | undefined },
      publicBase: string,
    ): Promise<AlertJobsPage> {
      await owned(userId, id);
      const after = cursor ? decodeMatchCursor(cursor) : undefined;
      const rows = await liveJobsOfAlertMatches(db, id, userId, after, limit + 1);
      if (!cursor)
        await db
          .update(alerts)
          .set({ openedAt: sql`now()` })
          .where(eq(alerts.id, id));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        jobs: page.map((row) => row.job),
        verifiedOwners: await ownerEmailVerifiedOf(
          db,
          page.map((row) => row.job.ownerId),
        ),
        companies: await jobCompaniesByIds(
          db,
          page.map((row) => row.job.companyId),
          publicBase,
        ),
        nextCursor:
          rows.length > limit && last
            ? Buffer.from(JSON.stringify({ at: last.matchedAt.toISOString(), id: last.job.id })).toString(
                'base64url',
              )
            : null,
      };
    },

    /**
     * RFC 8058's one click: the alert the token names is paused (its mails and live notifications stop;
     * the person can resume it on /alerts). An alert already paused or deleted is a success too.
     */
    async unsubscribe(token: string): Promise<void> {
      const alertId = verifyUnsubscribeToken(await unsubscribeSecret(), token);
      if (!alertId) throw new AppError(400, 'TOKEN_INVALID', 'This unsubscribe link is not valid');
      if (!/^[0-9a-f-]{36}$/i.test(alertId)) return;
      await db.update(alerts).set({ paused: true }).where(eq(alerts.id, alertId));
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;

/** The query as saved: without the keys the person left empty. */
function cleanQuery(query: TAlertQuery): TAlertQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as TAlertQuery;
}
