import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TJob } from '@debut/contract/jobs';
import { jobInput } from './support/factories.ts';
import { sleep, until } from './support/free-port.ts';
import { api, payOverHttp, publishOverHttp, registerOverHttp } from './support/http-api.ts';
import { startPostgres, type ThrowawayPostgres } from './support/postgres-server.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

/**
 * Faults (issue 9): PostgreSQL stops and starts again under a steady load on a running API process.
 * `/api/ready` turns 503 while the database is away and 200 again by itself once it is back; every
 * request gets an answer (whatever its status) within a bound, none hangs; the process survives.
 */
let postgres: ThrowawayPostgres | undefined;
let server: ServerProcess | undefined;
let owner: { token: string; id: string };
let seeker: { token: string; id: string };
let liveJobId: string;
let draftJobId: string;

/** Longest a request may take while the database is away or coming back. */
const ANSWER_BOUND_MS = 10_000;
/** The load's clients give up later than the bound, so that a slow answer shows as slow. */
const CLIENT_TIMEOUT_MS = 15_000;

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startServerProcess({ DATABASE_URL: postgres.url });
  owner = await registerOverHttp(server.base, 'Owner');
  seeker = await registerOverHttp(server.base, 'Seeker');
  const created = await api(server.base, 'POST', '/api/jobs', { token: owner.token, body: jobInput() });
  liveJobId = (created.json?.job as TJob)._id;
  const draft = await api(server.base, 'POST', '/api/jobs', { token: owner.token, body: jobInput() });
  draftJobId = (draft.json?.job as TJob)._id;
  expect((await payOverHttp(server.base, liveJobId)).status).toBe(303);
  expect((await publishOverHttp(server.base, owner.token, liveJobId)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.dispose();
  await postgres?.destroy();
}, 60_000);

interface Outcome {
  what: string;
  ms: number;
  /** The status, or the error when no answer came (a reset, or the client's own time-out). */
  result: number | string;
}

/**
 * A steady mix of reads, a write and transactions (a seeker's view of a live job counts the view in
 * one), from several clients at once, until stopped; every call is timed.
 */
function startLoad(base: string, clients = 4) {
  const outcomes: Outcome[] = [];
  let running = true;
  const view = () =>
    api(base, 'GET', `/api/jobs/${liveJobId}`, { token: seeker.token, timeoutMs: CLIENT_TIMEOUT_MS });
  const calls: [string, () => ReturnType<typeof api>][] = [
    ['ready', () => api(base, 'GET', '/api/ready', { timeoutMs: CLIENT_TIMEOUT_MS })],
    ['view', view],
    [
      'search',
      () => api(base, 'GET', '/api/jobs?q=barista', { token: seeker.token, timeoutMs: CLIENT_TIMEOUT_MS }),
    ],
    ['view', view],
    [
      // A write in a transaction, as often as the load likes: creating jobs has an hourly limit.
      'edit',
      () =>
        api(base, 'PUT', `/api/jobs/${draftJobId}`, {
          token: owner.token,
          body: { description: `Stocking shelves overnight, edit ${Date.now()}. Training given.` },
          timeoutMs: CLIENT_TIMEOUT_MS,
        }),
    ],
  ];
  const timed = async (what: string, call: () => ReturnType<typeof api>) => {
    const started = Date.now();
    const result = await call().then(
      (answer) => answer.status,
      (error: unknown) => String(error),
    );
    outcomes.push({ what, ms: Date.now() - started, result });
  };
  const client = async (offset: number) => {
    for (let step = offset; running; step += 1) {
      const entry = calls[step % calls.length];
      if (!entry) break;
      await timed(...entry);
      // A short pause keeps the load steady rather than a busy loop on refused calls.
      await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    outcomes,
    /** Many views at once, so that transactions are open on the database at the moment it goes. */
    burst(count: number) {
      return Promise.all(Array.from({ length: count }, () => timed('view', view)));
    },
    async stop() {
      running = false;
      await done;
      return outcomes;
    },
  };
}

/** The readiness answer; a process that died fails the test at once, with its last words. */
async function readyStatus(node: ServerProcess): Promise<number | undefined> {
  if (!node.alive()) throw new Error(`the server died:\n${node.output().slice(-3000)}`);
  return (await api(node.base, 'GET', '/api/ready', { timeoutMs: 5000 }).catch(() => undefined))?.status;
}

for (const mode of ['fast', 'immediate'] as const) {
  it(`answers every request in bounded time and recovers by itself across a ${mode} restart of PostgreSQL`, async () => {
    const node = server;
    if (!postgres || !node) throw new Error('no PostgreSQL or server');
    const { base } = node;
    const load = startLoad(base);
    await sleep(1000);
    expect(
      load.outcomes.filter((outcome) => outcome.result !== 200 && outcome.result !== 201),
      'all is well before the fault',
    ).toEqual([]);

    const burst = load.burst(30);
    await sleep(30);
    await postgres.stop(mode);
    const stoppedAt = Date.now();
    await until('/api/ready to answer 503', async () => (await readyStatus(node)) === 503, 5000);
    const unreadyAfterMs = Date.now() - stoppedAt;
    // The load goes on against a missing database for a while.
    await sleep(2000);

    await postgres.start();
    await until('/api/ready to answer 200 again', async () => (await readyStatus(node)) === 200, 15_000);
    // Back to normal: reads and writes succeed again with no restart of the API.
    await until(
      'a search to succeed again',
      async () => (await api(base, 'GET', '/api/jobs', { token: seeker.token })).status === 200,
      10_000,
    );
    // A fresh account: the load above used up the owner's hourly job-creation allowance (issue 16).
    const later = await registerOverHttp(base, 'Later');
    const created = await api(base, 'POST', '/api/jobs', { token: later.token, body: jobInput() });
    expect(created.status).toBe(201);

    await burst;
    const outcomes = await load.stop();
    expect(node.alive(), node.output().slice(-3000)).toBe(true);
    expect(unreadyAfterMs).toBeLessThan(5000);
    // Every call got an HTTP answer (none cut off, none timed out), each within the bound.
    const unanswered = outcomes.filter((outcome) => typeof outcome.result !== 'number');
    expect(unanswered, node.output().slice(-3000)).toEqual([]);
    const slow = outcomes.filter((outcome) => outcome.ms > ANSWER_BOUND_MS);
    expect(slow).toEqual([]);
    // The database was really away: some calls failed while it was, each as an outage (503, retry
    // later), never as an internal error.
    expect(outcomes.some((outcome) => outcome.result === 503)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.result === 500)).toEqual([]);
  }, 60_000);
}
