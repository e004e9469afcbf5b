import { inArray } from 'drizzle-orm';
import type { TOutboxStatus } from '@debut/contract/moderation';
import type { Db, Tx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { listEntries, type Outbox, type OutboxSummary } from '../../platform/outbox.ts';
import { audit } from './audit.ts';

// DESIGN.md §14.0: a delivery that ran out of tries stays as a visible "failed" entry that an admin
// sees here and puts back in the queue. What an entry carries (a mail's text, links with tokens) is
// never read here: the platform's list leaves the payload out.

/** An outbox entry with the account it is for, as the admins' delivery list shows it. */
export interface OutboxEntryView {
  entry: OutboxSummary;
  recipient: Pick<UserRow, 'id' | 'displayName'> | null;
}

export interface OutboxAdminDeps {
  db: Db;
  outbox: Pick<Outbox, 'retry'>;
}

const LIST_LIMIT = 200;

const entryNotFound = () => notFound('Outbox entry not found');
const notFailed = () => new AppError(409, 'CONFLICT', 'This outbox entry has not failed');

/**
 * How the audit log names an entry: its topic and the kind of duty (its key up to the first colon),
 * never the rest of the key, which can hold an account's id or a token's hash and outlive both.
 */
export function outboxEntryLabel(entry: Pick<OutboxSummary, 'topic' | 'key'>): string {
  const kind = entry.key.split(':', 1)[0] ?? '';
  return kind && kind !== entry.key ? `${entry.topic} (${kind})` : entry.topic;
}

async function withRecipients(db: Db | Tx, entries: OutboxSummary[]): Promise<OutboxEntryView[]> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, displayName: users.displayName })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  return entries.map((entry) => ({
    entry,
    recipient: (entry.userId && byId.get(entry.userId)) || null,
  }));
}

/** Failed entries, or those still owed, newest first (at most 200). */
export async function listOutboxEntries(db: Db, status: TOutboxStatus): Promise<OutboxEntryView[]> {
  return withRecipients(db, await listEntries(db, { status, limit: LIST_LIMIT }));
}

/**
 * An admin's retry of a failed entry: back in the queue with fresh tries, audited in the same
 * transaction. 404 when there is no such entry, 409 when it has not failed (delivered, or still
 * owed: another admin's retry came first).
 */
export async function retryOutboxEntry(
  { db, outbox }: OutboxAdminDeps,
  actorId: string,
  id: string,
): Promise<OutboxEntryView> {
  return db.transaction(async (tx) => {
    const retried = await outbox.retry(tx, id);
    const [entry] = await listEntries(tx, { id });
    if (!entry) throw entryNotFound();
    if (!retried) throw notFailed();
    await audit(
      tx,
      actorId,
      'outbox.retry',
      { type: 'outbox_entry', id, label: outboxEntryLabel(entry) },
      null,
    );
    const [view] = await withRecipients(tx, [entry]);
    if (!view) throw entryNotFound();
    return view;
  });
}
