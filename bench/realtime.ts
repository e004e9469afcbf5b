// Real-time fan-out benchmark (issue 6, DESIGN.md §10): starts the built server as its own process
// (embedded database, or DATABASE_URL's), connects N Socket.IO clients (2,000 by default) as a signed-in
// person, then publishes jobs through the API — pay on the sandbox page, PUT {status: active} — and
// measures, for every socket, the time from sending the publish request to the `publication` event.
// With --nodes 2 (DATABASE_URL and REDIS_URL required) the clients connect to a second node: the event crosses Redis.
// Usage: npm run bench:realtime [-- --sockets N --rounds R --nodes 1|2]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@debut/contract/constants';
import type { TPublicationEvent } from '@debut/contract/realtime';
import { machine, percentile, writeSection } from './report.ts';
import { call, register, startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
    nodes: { type: 'string', default: '1' },
  },
});
const socketCount = Number(values.sockets);
const rounds = Number(values.rounds);
const nodeCount = Number(values.nodes);
// Two nodes share one database server and one Redis, as two processes behind a load balancer would.
if (nodeCount === 2 && !(process.env.REDIS_URL && process.env.DATABASE_URL)) {
  throw new Error('--nodes 2 needs DATABASE_URL and REDIS_URL');
}
const BUDGET_MS = 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-bench-realtime-'));

function startNode(index: number) {
  return startServer({
    DATA_DIR: path.join(dataDir, `node${index}`),
    REDIS_URL: nodeCount === 2 ? process.env.REDIS_URL : '',
  });
}

/** A job paid on the sandbox page, ready to be published. */
async function paidJob(base: string, token: string, round: number): Promise<string> {
  const { job } = (await call(base, 'POST', '/api/jobs', token, {
    title: `Benchmark vacancy ${round + 1}`,
    description: 'A vacancy made by the real-time benchmark to measure the fan-out.',
    companyName: 'Bench & Co',
    category: 'Testing',
    address: 'Tverskaya 1, Moscow',
    lat: 55.7558,
    lng: 37.6173,
    schedule: 'flexible',
    employmentType: 'internship',
    noSpecialRequirements: true,
  })) as { job: { _id: string } };
  const page = await (await fetch(`${base}/sandbox/donate?label=${job._id}&sum=200`)).text();
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
  const paid = await fetch(`${base}/api/payments/notifications/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`payment answered ${paid.status}`);
  return job._id;
}

const nodes = [await startNode(0)];
if (nodeCount === 2) nodes.push(await startNode(1));
const publisher = nodes[0];
const listener = nodes.at(-1);
if (!publisher || !listener) throw new Error('no node');
const sockets: Socket[] = [];

try {
  const ownerToken = await register(publisher.base, 'Owner');
  const watcherToken = await register(publisher.base, 'Watcher');

  // Connected in batches, as a crowd arrives, not as one synchronised burst of handshakes.
  const receivedAt: number[][] = Array.from({ length: rounds }, () => []);
  let round = 0;
  const connectStarted = performance.now();
  for (let start = 0; start < socketCount; start += 100) {
    const batch = Array.from({ length: Math.min(100, socketCount - start) }, () => {
      const socket = io(listener.base, {
        path: REALTIME_PATH,
        auth: { token: watcherToken },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      socket.on('publication', (event: TPublicationEvent) => {
        if (event.data.type === 'job.published') receivedAt[round]?.push(performance.now());
      });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  process.stdout.write(`${socketCount} sockets connected in ${connectSeconds.toFixed(1)} s\n`);

  const latencies: number[] = [];
  const everyone: number[] = [];
  for (round = 0; round < rounds; round += 1) {
    const jobId = await paidJob(publisher.base, ownerToken, round);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = performance.now();
    await call(publisher.base, 'PUT', `/api/jobs/${jobId}`, ownerToken, {
      status: 'active',
      published: true,
    });
    const deadline = Date.now() + 10_000;
    while ((receivedAt[round]?.length ?? 0) < socketCount && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const times = (receivedAt[round] ?? []).map((at) => at - sent);
    if (times.length < socketCount)
      throw new Error(`round ${round + 1}: ${times.length}/${socketCount} received`);
    latencies.push(...times);
    everyone.push(Math.max(...times));
    process.stdout.write(
      `round ${round + 1}: every socket had it after ${Math.max(...times).toFixed(1)} ms\n`,
    );
  }

  latencies.sort((a, b) => a - b);
  everyone.sort((a, b) => a - b);
  const format = (ms: number) => ms.toFixed(1);
  const p99 = percentile(latencies, 99);
  const mode =
    nodeCount === 2 ? 'two nodes, Redis adapter (sockets on the node that did not publish)' : 'one node';
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  writeSection(
    `bench:realtime:${nodeCount}`,
    `## Real time — ${socketCount.toLocaleString('en')} sockets, ${mode}

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:realtime${nodeCount === 2 ? ' -- --nodes 2' : ''}\` on ${machine()}; ${nodeCount === 2 ? 'two built server processes' : 'the built server'}
(${database}) in ${nodeCount === 2 ? 'their' : 'its'} own process${nodeCount === 2 ? 'es' : ''}, the clients in the benchmark's process, on loopback. Each round publishes a
paid job with \`PUT /api/jobs/{id}\`; a socket's time runs from sending that request to its \`publication\`
event, so it includes the publication's own transaction. ${socketCount.toLocaleString('en')} sockets connected in ${connectSeconds.toFixed(1)} s.

| sockets | rounds | deliveries | p50 ms | p95 ms | p99 ms | max ms | every socket reached (median round) ms |
|---:|---:|---:|---:|---:|---:|---:|---:|
| ${socketCount} | ${rounds} | ${latencies.length} | ${format(percentile(latencies, 50))} | ${format(percentile(latencies, 95))} | ${format(p99)} | ${format(latencies.at(-1) ?? Number.NaN)} | ${format(percentile(everyone, 50))} |

Budget (DESIGN.md §10): a publication reaches 2,000 clients within 1 s at p99 — p99 here **${format(p99)} ms** (${p99 < BUDGET_MS ? 'met' : 'missed'}).`,
  );
  process.stdout.write(`p50 ${format(percentile(latencies, 50))} ms, p99 ${format(p99)} ms\n`);
} finally {
  for (const socket of sockets) socket.close();
  for (const node of nodes) node.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
