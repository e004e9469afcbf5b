import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../src/db/pglite-thread.ts';

// Decision 062: the embedded database runs in a thread of its own, so a long statement leaves the
// server's thread free to accept and answer requests, while statements still run one at a time and a
// transaction's statements together. (PostgreSQL has its own processes: these are PGlite's.)

const onPostgres = Boolean(process.env.DATABASE_URL);
let db: PgliteThread;

beforeAll(async () => {
  if (onPostgres) return;
  db = await PgliteThread.start(undefined);
  await db.exec('create table notes (id int primary key, body text not null)');
}, 60_000);
afterAll(async () => db?.close());

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.skipIf(onPostgres)('the embedded database thread', () => {
  it('leaves the event loop free while a long statement runs', async () => {
    let finished = false;
    const long = db.query('select count(*) from generate_series(1, 3000000)').then(() => (finished = true));
    // On the server's thread the statement would hold the loop: the timer could fire only after it.
    const ticks: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      await nextTick();
      ticks.push(finished);
    }
    expect(ticks).toEqual([false, false, false]);
    await long;
  });

  it('keeps a transaction whole: a statement from outside waits for its end and never runs in it', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1)', ['first']);
      outside = db
        .query<{ n: number }>('select count(*)::int as n from notes')
        .then((result) => order.push(`outside saw ${result.rows[0]?.n}`));
      await nextTick();
      await tx.query('insert into notes values (2, $1)', ['second']);
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 2']);
  });

  it('rolls a failed transaction back and carries PostgreSQL’s error fields across', async () => {
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['third']);
        await tx.query('insert into notes values (1, $1)', ['again']);
      })
      .catch((error: unknown) => error as Error & { code?: string; constraint?: string });
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    const left = await db.query<{ id: number }>('select id from notes order by id');
    expect(left.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('refuses a statement of a transaction that has ended, and parsers it cannot carry', async () => {
    let leaked: Parameters<Parameters<PgliteThread['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked?.query('select 1')).rejects.toThrow('the transaction has already ended');
    await expect(db.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } })).rejects.toThrow(
      'no parsers of its own',
    );
  });

  it('hands dates back as PostgreSQL wrote them, as drizzle parses them itself', async () => {
    const result = await db.query<{ at: unknown }>("select timestamptz '2026-11-29 10:00:00+00' as at");
    expect(result.rows[0]?.at).toBe('2026-11-29 10:00:00+00');
  });
});
