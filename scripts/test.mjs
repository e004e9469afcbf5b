// `npm test`: every suite (server and web with Vitest, then end-to-end with Playwright against the
// built product), the ten slowest tests, one summary line at the end, and a non-zero exit when
// anything failed or never started.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countE2e, countUnit, slowest } from './lib/test-report.mjs';

// Everything the run writes to the temp folder (database copies, server data folders, Chromium
// profiles, reports) lives under one folder of its own, removed at the end whatever happened.
const runDir = mkdtempSync(path.join(os.tmpdir(), 'debut-test-run-'));
// Open to every user like /tmp itself: the fault tests run initdb and servers as other users.
chmodSync(runDir, 0o1777);
const unitReport = path.join(runDir, 'vitest.json');
const e2eReport = path.join(runDir, 'playwright.json');
const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e');
// Anything else is handed to Vitest (e.g. `--project server`).
const vitestArgs = args.filter((arg) => arg !== '--no-e2e');

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: runDir, ...env },
  }).status ?? 1;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let exitCode = 0;
try {
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
  const unit = countUnit(readJson(unitReport));

  let e2e = { counts: { passed: 0, failed: 0, skipped: 0, notStarted: [], failures: [] }, durations: [] };
  if (!skipE2e) {
    failedSteps += run('npm', ['run', 'build']) ? 1 : 0;
    failedSteps += run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    )
      ? 1
      : 0;
    e2e = countE2e(readJson(e2eReport));
  }

  const top = slowest([...unit.durations, ...e2e.durations]);
  if (top.length > 0) {
    console.log('\nThe ten slowest tests:');
    for (const { name, ms } of top) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${name}`);
  }
  // Named last, where a CI log's tail shows them, with the first line of what went wrong.
  const failures = [...unit.counts.failures, ...e2e.counts.failures];
  if (failures.length > 0) {
    console.log('\nFailed:');
    for (const line of failures) console.log(`  ${line}`);
  }
  const notStarted = [...unit.counts.notStarted, ...e2e.counts.notStarted];
  if (notStarted.length > 0) {
    console.log('\nCounted as failed, because they never ran:');
    for (const line of notStarted) console.log(`  ${line}`);
  }

  const passed = unit.counts.passed + e2e.counts.passed;
  const failed = unit.counts.failed + e2e.counts.failed;
  const skipped = unit.counts.skipped + e2e.counts.skipped;
  console.log(
    `\nunit and integration: ${unit.counts.passed} passed; end-to-end: ${e2e.counts.passed} passed`,
  );
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (failedSteps > 0 || failed > 0 || passed + failed === 0) exitCode = 1;
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(exitCode);
