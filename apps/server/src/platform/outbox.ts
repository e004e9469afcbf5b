import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox, type OutboxRow } from '../db/schema.ts';
import { describeError } from './log-errors.ts';
import type { Logger } from './logger.ts';

// DESIGN.md §14.0: what a change owes people is written in the change's own transaction (enqueue) and
// delivered after its commit, here, once across nodes (the scheduler's advisory lock, and each entry
// locked while it is delivered). Each entry is delivered in a transaction of its own that also marks
// it delivered: whatever the handler writes commits with the mark or not at all, so a crash repeats
// at most the one entry in flight, and an outside effect (a mail) carries the entry's key so that a
// repeat is recognisable (the Message-ID of a mail).

/** One duty, as a domain action writes it. */
export interface OutboxEntry {
  /** Which handler delivers it ('mail', 'alert.match', …). */
  topic: string;
  /** The same duty written twice is one entry (INSERT … ON CONFLICT DO NOTHING). */
  key: string;
  payload: Record<string, unknown>;
  /** The account it is for: its entries go when the account is deleted. */
  userId?: string | null | undefined;
  /** Not before this moment (a batch window); now when absent. */
  availableAt?: Date | undefined;
}

/** Writes duties in the caller's transaction; a key already written is left as it is. */
export async function enqueue(db: Db | Tx, ...entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(outbox)
    .values(
      entries.map((entry) => ({
        topic: entry.topic,
        key: entry.key,
        payload: entry.payload,
        userId: entry.userId ?? null,
        ...(entry.availableAt ? { availableAt: entry.availableAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: outbox.key });
}

/** The newest entry whose key starts with `prefix` (a group of duties, e.g. one job's application mails). */
export async function latestEntry(
  db: Db | Tx,
  prefix: string,
): Promise<Pick<OutboxRow, 'id' | 'deliveredAt' | 'failedAt'> | undefined> {
  const [row] = await db
    .select({ id: outbox.id, deliveredAt: outbox.deliveredAt, failedAt: outbox.failedAt })
    .from(outbox)
    .where(sql`${outbox.key} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`)
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  return row;
}

/** What an account is owed or was sent, for its data export: never the payload (mail text, links). */
export function entriesOf(
  db: Db | Tx,
  userId: string,
): Promise<Pick<OutboxRow, 'topic' | 'createdAt' | 'deliveredAt' | 'failedAt'>[]> {
  return db
    .select({
      topic: outbox.topic,
      createdAt: outbox.createdAt,
      deliveredAt: outbox.deliveredAt,
      failedAt: outbox.failedAt,
    })
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
}

/**
 * Delivers one entry. `tx` is the transaction that marks it delivered. What must happen only after that
 * commit (a socket event) is returned as a function and run then.
 */
export type OutboxHandler = (entry: OutboxRow, tx: Db) => Promise<void | (() => void)>;

/** The handler cannot deliver the entry now but may later (a mail server refusing): retried with backoff. */
export class RetryLater extends Error {}

export interface OutboxOptions {
  logger: Logger;
  /** Tries before an entry is left as failed for an admin to see and retry. */
  maxAttempts?: number;
  /** The first retry's wait; each next one doubles, up to an hour. */
  retryBaseMs?: number;
  /** Topics held back to a rate (a mail provider's cap on senders), per minute. */
  ratePerMinute?: Partial<Record<string, number>>;
}

export interface DeliveryRun {
  delivered: number;
  retried: number;
  failed: number;
}

export interface Outbox {
  /** Registers the one handler of a topic (modules' manifests, at start). */
  handle(topic: string, handler: OutboxHandler): void;
  /** Delivers what is due, at most `limit` entries, under no lock of its own (the caller holds it). */
  deliverDue(db: Db, limit?: number): Promise<DeliveryRun>;
  /**
   * Puts a failed entry back in the queue with fresh tries (an admin's retry); false when none. In the
   * caller's transaction when given one, so the retry and its audit entry commit together.
   */
  retry(db: Db | Tx, id: string): Promise<boolean>;
  /** Deletes delivered entries older than `days`: their keys have done their work. */
  purge(db: Db, days: number): Promise<number>;
}

/** The Message-ID of the mail an entry sends: the same on every repeat of the entry. */
export function messageIdOf(key: string, domain: string): string {
  return `<${createHash('sha256').update(key).digest('base64url').slice(0, 32)}@${domain}>`;
}

const HOUR_MS = 3_600_000;

/** An entry without what it carries: what an admin may see of it (a mail's text holds tokens). */
export type OutboxSummary = Omit<OutboxRow, 'payload'>;

const summaryColumns = {
  id: outbox.id,
  topic: outbox.topic,
  key: outbox.key,
  userId: outbox.userId,
  attempts: outbox.attempts,
  availableAt: outbox.availableAt,
  deliveredAt: outbox.deliveredAt,
  failedAt: outbox.failedAt,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
};

/**
 * Entries out of tries ('failed') or still to be delivered ('pending'), newest first, without their
 * payloads; or the one entry `id`, whatever its state.
 */
export async function listEntries(
  db: Db | Tx,
  filter: { status: 'failed' | 'pending'; limit: number } | { id: string },
): Promise<OutboxSummary[]> {
  const query = db.select(summaryColumns).from(outbox);
  if ('id' in filter) return query.where(eq(outbox.id, filter.id));
  return query
    .where(
      filter.status === 'failed'
        ? isNotNull(outbox.failedAt)
        : and(isNull(outbox.deliveredAt), isNull(outbox.failedAt)),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit);
}

export function createOutbox(options: OutboxOptions): Outbox {
  const handlers = new Map<string, OutboxHandler>();
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  // When each rate-limited topic's last deliveries left, newest last: one minute's worth at most.
  const recent = new Map<string, number[]>();

  const underRate = (topic: string): boolean => {
    const rate = options.ratePerMinute?.[topic];
    if (rate === undefined) return true;
    const since = Date.now() - 60_000;
    const times = (recent.get(topic) ?? []).filter((time) => time > since);
    recent.set(topic, times);
    return times.length < rate;
  };

  async function deliverOne(db: Db, id: string): Promise<'delivered' | 'retried' | 'failed' | 'skipped'> {
    const delivered: { topic?: string; after?: () => void } = {};
    try {
      const outcome = await db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt), isNull(outbox.failedAt)))
          .for('update', { skipLocked: true });
        // Delivered meanwhile, failed, or held by another node's run.
        if (!entry) return 'skipped' as const;
        delivered.topic = entry.topic;
        const handler = handlers.get(entry.topic);
        if (!handler) throw new Error(`no handler for the outbox topic "${entry.topic}"`);
        const after = await handler(entry, tx as unknown as Db);
        if (typeof after === 'function') delivered.after = after;
        // What it carried (a mail's text, a link with its token) is not kept once delivered.
        await tx
          .update(outbox)
          .set({ deliveredAt: sql`now()`, lastError: null, payload: {} })
          .where(eq(outbox.id, id));
        return 'delivered' as const;
      });
      if (outcome === 'delivered') {
        if (delivered.topic) recent.get(delivered.topic)?.push(Date.now());
        delivered.after?.();
      }
      return outcome;
    } catch (error) {
      return recordFailure(db, id, error);
    }
  }

  async function recordFailure(db: Db, id: string, error: unknown): Promise<'retried' | 'failed'> {
    // As the log has it: an SMTP error quotes the recipient's address, which neither keeps.
    const message = describeError(error).message;
    const [row] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: message.slice(0, 1000) })
      .where(eq(outbox.id, id))
      .returning({ attempts: outbox.attempts, topic: outbox.topic });
    if (!row) return 'failed';
    if (row.attempts >= maxAttempts) {
      await db
        .update(outbox)
        .set({ failedAt: sql`now()` })
        .where(eq(outbox.id, id));
      options.logger.error(
        { outbox: id, topic: row.topic, error: describeError(error) },
        'outbox entry failed for good',
      );
      return 'failed';
    }
    // Doubling waits with a little jitter, so entries that failed together do not retry together.
    const wait = Math.min(retryBaseMs * 2 ** (row.attempts - 1), HOUR_MS) * (0.9 + Math.random() * 0.2);
    await db
      .update(outbox)
      .set({ availableAt: new Date(Date.now() + wait) })
      .where(eq(outbox.id, id));
    options.logger.warn(
      { outbox: id, topic: row.topic, attempts: row.attempts, error: describeError(error) },
      'outbox entry will retry',
    );
    return 'retried';
  }

  return {
    handle(topic, handler) {
      if (handlers.has(topic)) throw new Error(`the outbox topic "${topic}" has a handler already`);
      handlers.set(topic, handler);
    },

    async deliverDue(db, limit = 500) {
      const run: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
      const held = new Set<string>();
      while (run.delivered + run.retried + run.failed < limit) {
        const due = await db
          .select({ id: outbox.id, topic: outbox.topic })
          .from(outbox)
          .where(
            and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), lte(outbox.availableAt, sql`now()`)),
          )
          .orderBy(asc(outbox.availableAt), asc(outbox.id))
          .limit(100);
        const work = due.filter((entry) => !held.has(entry.id));
        if (work.length === 0) break;
        let progressed = false;
        for (const entry of work) {
          if (!underRate(entry.topic)) {
            held.add(entry.id);
            continue;
          }
          const outcome = await deliverOne(db, entry.id);
          if (outcome === 'skipped') {
            held.add(entry.id);
            continue;
          }
          progressed = true;
          run[outcome] += 1;
          if (outcome !== 'delivered') held.add(entry.id);
          if (run.delivered + run.retried + run.failed >= limit) break;
        }
        if (!progressed) break;
      }
      return run;
    },

    async retry(db, id) {
      const rows = await db
        .update(outbox)
        .set({ failedAt: null, attempts: 0, availableAt: sql`now()` })
        .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt), sql`${outbox.failedAt} is not null`))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    async purge(db, days) {
      const rows = await db
        .delete(outbox)
        .where(sql`${outbox.deliveredAt} < now() - make_interval(days => ${days})`)
        .returning({ id: outbox.id });
      return rows.length;
    },
  };
}
