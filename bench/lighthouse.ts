/// <reference lib="dom" />
// Lighthouse accessibility scores (issue 7, DESIGN.md §9) of /login, /register and /jobs, in English
// and Arabic, with Debian's Chromium. Starts the built server on an embedded database with demo
// vacancies; /jobs is scored as a signed-in person sees it (the token placed in the browser profile
// that Lighthouse then drives). Usage: npm run bench:lighthouse
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { STORAGE_KEYS } from '@debut/contract/constants';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { machine, writeSection } from './report.ts';
import { call, freePort, register, root, startServer } from './server.ts';

const PAGES = ['/login', '/register', '/jobs'];
const LANGUAGES = ['en', 'ar'];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'debut-bench-lighthouse-'));

execFileSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/scripts/seed.ts', '--jobs', '60', '--users', '3', '--seed', '7'],
  { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' },
);
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
const token = await register(server.base, 'Lighthouse');
await call(server.base, 'PATCH', '/api/auth/me', token, { country: 'RU' });

const port = await freePort();
const profile = mkdtempSync(path.join(os.tmpdir(), 'debut-lighthouse-profile-'));
// A persistent context is the browser's default one, the one Lighthouse opens its tabs in.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
});

interface Row {
  page: string;
  language: string;
  score: number;
  failing: string[];
}
const rows: Row[] = [];
try {
  const setup = await browser.newPage();
  await setup.goto(`${server.base}/login`);
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      await setup.evaluate(
        ([keys, value, lng]) => {
          if (value) localStorage.setItem(keys.token, value);
          else localStorage.removeItem(keys.token);
          localStorage.setItem(keys.language, lng);
        },
        [STORAGE_KEYS, page === '/jobs' ? token : '', language] as const,
      );
      const result = await lighthouse(
        `${server.base}${page}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] },
        {
          extends: 'lighthouse:default',
          settings: { disableStorageReset: true, formFactor: 'desktop', screenEmulation: { disabled: true } },
        },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr } = result;
      // A lost token would score /login again under the name /jobs.
      if (new URL(lhr.finalDisplayedUrl).pathname !== page) {
        throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}`);
      }
      const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id);
      rows.push({ page, language, score, failing });
      process.stdout.write(
        `${page} (${language}): ${score}${failing.length ? ` — ${failing.join(', ')}` : ''}\n`,
      );
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  rmSync(profile, { recursive: true, force: true });
}
rmSync(dataDir, { recursive: true, force: true });

const lines = rows.map(
  (row) => `| ${row.page} | ${row.language} | ${row.score} | ${row.failing.join(', ') || '—'} |`,
);
writeSection(
  'lighthouse',
  `## Lighthouse accessibility

Budget: 100 on /login, /register and /jobs (DESIGN.md §9). Lighthouse ${lighthouseVersion()}, Debian's Chromium
headless, desktop settings; /jobs signed in with 60 demo vacancies. ${machine()}; ${new Date().toISOString().slice(0, 10)}.
Run: \`npm run bench:lighthouse\`.

| page | language | score | failing audits |
|---|---|---|---|
${lines.join('\n')}
`,
);
if (rows.some((row) => row.score < 100)) process.exitCode = 1;

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}
