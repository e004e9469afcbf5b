// Load benchmark (issue 9, DESIGN.md §10): virtual users make the journey a job seeker makes — sign in,
// look at their applications, search by words, search near a city, open two vacancies, apply to one,
// write to its employer, sign out — again and again for a minute, with a pause of 0.5–1.5 s between steps (a person reading),
// against the built server on PostgreSQL holding 100,000 jobs. Budgets: errors under 1 %, p95 under
// 200 ms and p99 under 400 ms over all requests.
// Usage: DATABASE_URL=postgres://… npm run bench:load [-- --jobs 100000 --users 200 --seconds 60]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Agent, fetch as undiciFetch } from 'undici';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { jobs } from '../apps/server/src/db/schema.ts';
import { CITIES } from '../apps/server/src/seed/cities.ts';
import { SEED_PASSWORD, seed, seedEmail } from '../apps/server/src/seed/generate.ts';
import { machine, percentile, writeSection } from './report.ts';
import { startServer } from './server.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('bench:load runs against PostgreSQL: set DATABASE_URL=postgres://…\n');
  process.exit(2);
}
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
  },
});
const wantedJobs = Number(values.jobs);
const virtualUsers = Number(values.users);
const seconds = Number(values.seconds);
const BUDGET = { errorRate: 0.01, p95: 200, p99: 400 };
const WORDS = ['barista', 'courier', 'waiter', 'intern', 'sales', 'support', 'курьер', 'бариста'];

const database = await openDatabase({ databaseUrl });
await migrateDatabase(database);
const [{ n: present } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
if (present < wantedJobs) {
  process.stdout.write(`seeding ${wantedJobs - present} jobs …\n`);
  // At least one account per virtual user besides the employers, each signing in as a seeded person.
  await seed(database.db, {
    jobs: wantedJobs - present,
    users: Math.max(virtualUsers + 100, Math.round(wantedJobs / 200)),
    seed: 11,
  });
}
await database.db.execute(sql`vacuum analyze jobs`);
const [{ n: jobCount } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
await database.close();

// Each virtual user comes from its own address (the server trusts the proxy header here), as 200
// people would, so the per-client sign-in limit is theirs alone.
const server = await startServer({ DATABASE_URL: databaseUrl, REDIS_URL: '', TRUST_PROXY: 'true' });
const agent = new Agent({ connections: virtualUsers + 10, keepAliveTimeout: 30_000 });

type Step =
  'sign in' | 'my applications' | 'search' | 'search near' | 'open job' | 'apply' | 'message' | 'sign out';
const STEPS: Step[] = [
  'sign in',
  'my applications',
  'search',
  'search near',
  'open job',
  'apply',
  'message',
  'sign out',
];
const latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
const errors = new Map<Step, number>(STEPS.map((step) => [step, 0]));
const errorSamples: string[] = [];

interface JobSummary {
  _id: string;
  ownerId: string;
}

async function call(
  step: Step,
  vu: { address: string; token?: string },
  method: string,
  path: string,
  body?: object,
): Promise<unknown> {
  const started = performance.now();
  let ok = false;
  let detail = '';
  let payload: unknown;
  try {
    const response = await undiciFetch(`${server.base}${path}`, {
      method,
      dispatcher: agent,
      signal: AbortSignal.timeout(10_000),
      headers: {
        'x-forwarded-for': vu.address,
        ...(vu.token ? { authorization: `Bearer ${vu.token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    ok = response.ok;
    detail = `${response.status} ${text.slice(0, 120)}`;
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    detail = error instanceof Error ? error.name : String(error);
  }
  latencies.get(step)?.push(performance.now() - started);
  if (!ok) {
    errors.set(step, (errors.get(step) ?? 0) + 1);
    if (errorSamples.length < 10) errorSamples.push(`${step} ${method} ${path}: ${detail}`);
    return undefined;
  }
  return payload;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function journey(index: number, deadline: number): Promise<number> {
  const vu: { address: string; token?: string } = {
    address: `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}`,
  };
  const email = seedEmail(index + 1);
  let me = '';
  const applied = new Set<string>();
  let rounds = 0;
  // Start spread over the first seconds, as people arrive.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
  while (Date.now() < deadline) {
    const signedIn = (await call('sign in', vu, 'POST', '/api/auth/login', {
      email,
      password: SEED_PASSWORD,
    })) as { token: string; user: { id: string } } | undefined;
    if (!signedIn) {
      await pause();
      continue;
    }
    vu.token = signedIn.token;
    me = signedIn.user.id;
    await pause();
    // What they applied to before (in an earlier run too) is not applied to again.
    const mine = (await call('my applications', vu, 'GET', '/api/applications/my')) as
      { items: { job: { _id: string } }[] } | undefined;
    for (const item of mine?.items ?? []) applied.add(item.job._id);
    await pause();
    const found = (await call('search', vu, 'GET', `/api/jobs?q=${encodeURIComponent(pick(WORDS))}`)) as
      { items: JobSummary[] } | undefined;
    await pause();
    const city = pick(CITIES);
    const near = (await call(
      'search near',
      vu,
      'GET',
      `/api/jobs?q=${encodeURIComponent(pick(WORDS))}&lat=${city.lat}&lng=${city.lng}&radiusKm=10`,
    )) as { items: JobSummary[] } | undefined;
    const candidates = [...(found?.items ?? []), ...(near?.items ?? [])].filter(
      (job) => job.ownerId !== me && !applied.has(job._id),
    );
    const chosen: JobSummary[] = [];
    for (let i = 0; i < 2 && candidates.length > 0; i += 1) {
      chosen.push(...candidates.splice(Math.floor(Math.random() * candidates.length), 1));
    }
    for (const job of chosen) {
      await pause();
      await call('open job', vu, 'GET', `/api/jobs/${job._id}`);
    }
    const target = chosen[0];
    if (target) {
      await pause();
      await call('apply', vu, 'POST', `/api/applications/${target._id}`, {
        coverLetter: 'Hello! I would like to try this job; I can start next week.',
      });
      applied.add(target._id);
      await pause();
      await call('message', vu, 'POST', '/api/messages', {
        jobId: target._id,
        to: target.ownerId,
        text: 'Hello! Is the vacancy still open? I can come for a trial day.',
      });
    }
    await pause();
    await call('sign out', vu, 'POST', '/api/auth/logout');
    delete vu.token;
    rounds += 1;
    await pause();
  }
  return rounds;
}

process.stdout.write(`${virtualUsers} virtual users for ${seconds} s against ${jobCount} jobs …\n`);
const started = Date.now();
const deadline = started + seconds * 1000;
const rounds = await Promise.all(
  Array.from({ length: virtualUsers }, (_, index) => journey(index, deadline)),
);
const elapsed = (Date.now() - started) / 1000;
await agent.close();
server.child.kill('SIGTERM');

const format = (value: number) => value.toFixed(1);
interface Row {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}
const summarise = (name: string, times: number[], failed: number): Row => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    errors: failed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};
const rows = STEPS.map((step) => summarise(step, latencies.get(step) ?? [], errors.get(step) ?? 0));
const all = summarise(
  'all requests',
  STEPS.flatMap((step) => latencies.get(step) ?? []),
  STEPS.reduce((sum, step) => sum + (errors.get(step) ?? 0), 0),
);
const errorRate = all.requests === 0 ? 1 : all.errors / all.requests;
const met = errorRate < BUDGET.errorRate && all.p95 < BUDGET.p95 && all.p99 < BUDGET.p99;
const line = (row: Row) =>
  `| ${row.name} | ${row.requests} | ${row.errors} | ${format(row.p50)} | ${format(row.p95)} | ${format(row.p99)} |`;

writeSection(
  'bench:load',
  `## Load — ${virtualUsers} virtual users, ${seconds} s, PostgreSQL with ${jobCount.toLocaleString('en')} jobs

Measured ${new Date().toISOString().slice(0, 10)} by \`DATABASE_URL=… npm run bench:load\` on ${machine()}; the built
server in its own process (pool of 10 connections), the virtual users in the benchmark's process, on loopback.
Each user repeats: sign in, open their applications, search by a word, search by a word within 10 km of a
city, open two vacancies, apply to one, write to its employer, sign out — with 0.5–1.5 s between steps. ${rounds.reduce((a, b) => a + b, 0)} journeys in
${format(elapsed)} s, ${Math.round(all.requests / elapsed)} requests/s. Latency in ms, from sending to the end of the answer.

| step | requests | errors | p50 | p95 | p99 |
|---|---:|---:|---:|---:|---:|
${rows.map(line).join('\n')}
| **${all.name}** | **${all.requests}** | **${all.errors}** | **${format(all.p50)}** | **${format(all.p95)}** | **${format(all.p99)}** |

Budgets (issue 9): errors under 1 % — **${(errorRate * 100).toFixed(2)} %**; p95 under ${BUDGET.p95} ms — **${format(all.p95)} ms**;
p99 under ${BUDGET.p99} ms — **${format(all.p99)} ms** (${met ? 'all met' : 'missed'}).
`,
);
process.stdout.write(
  `${all.requests} requests, ${(errorRate * 100).toFixed(2)} % errors, p95 ${format(all.p95)} ms, p99 ${format(all.p99)} ms\n`,
);
for (const sample of errorSamples) process.stdout.write(`  ${sample}\n`);
if (!met) process.exitCode = 1;
