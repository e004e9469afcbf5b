// `npm test`: every suite (server and web with Vitest, then end-to-end with Playwright against the
// built product), one summary line at the end, and a non-zero exit when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(os.tmpdir(), 'debut-test-report-'));
const unitReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'playwright.json');
const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e');
// Anything else is handed to Vitest (e.g. `--project server`).
const vitestArgs = args.filter((arg) => arg !== '--no-e2e');

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let failedSteps = 0;
failedSteps += run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
  ...vitestArgs,
])
  ? 1
  : 0;

let e2e;
if (!skipE2e) {
  failedSteps += run('npm', ['run', 'build']) ? 1 : 0;
  failedSteps += run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    },
  )
    ? 1
    : 0;
  e2e = readJson(e2eReport);
}

const unit = readJson(unitReport);
let passed = unit?.numPassedTests ?? 0;
let failed = unit?.numFailedTests ?? 0;
let skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0);
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
  skipped += e2e.stats.skipped ?? 0;
}
rmSync(reports, { recursive: true, force: true });

const total = passed + failed;
console.log(
  `\nunit and integration: ${unit?.numPassedTests ?? 0} passed; end-to-end: ${e2e?.stats?.expected ?? 0} passed`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedSteps > 0 || failed > 0 || total === 0) process.exit(1);
