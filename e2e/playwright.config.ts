import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { startupTimeout } from '../scripts/lib/machine-load.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database for each run, so journeys never meet yesterday's accounts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'debut-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second server for the journeys that move the answer promise's clock (decision 051): the same
 * product built with its test hooks (dist-test/, which the product's build never has), its own
 * embedded database in a folder beside the first's, where latestMailTo also looks for mails.
 */
export const hooksPort = port + 1;
export const hooksURL = `http://127.0.0.1:${hooksPort}`;
export const HOOKS_DATA_DIR = path.join(dataDir, 'hooks');
/** Accounts registered with these addresses are admins (one per spec that needs one). */
export const ADMIN_EMAILS = [
  'e2e-moderator@example.com',
  'e2e-axe-moderator@example.com',
  'e2e-layout-moderator@example.com',
  'e2e-support-moderator@example.com',
];

/** Both servers' settings: the embedded database, mails to files, no outside service. */
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Alert mails at once and looked for every two seconds, so a journey can read its digest.
  ALERT_INSTANT_MAIL_MINUTES: '0',
  ALERT_DIGEST_EVERY_SECONDS: '2',
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  TRUST_PROXY: 'true',
  ADMIN_EMAILS: ADMIN_EMAILS.join(','),
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A cold context fetches some 90 chunks per screen while the other worker's Chromium and the server
  // share the same two cores: 10 s was seen to run out on a first /jobs (CI, stop 23).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Demo vacancies (the same ones every run) for the search journeys, then the built product,
      // started as `npm start` starts it after its build step.
      command:
        'npx tsx apps/server/src/scripts/seed.ts --jobs 150 --users 3 --seed 7 && node apps/server/dist/server.js',
      cwd: '..',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      // Seeding and starting take a few seconds alone, but minutes on a machine shared by busy builds.
      timeout: startupTimeout(240_000),
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      // The product with its test hooks: bundled apart (dist-test/), started with the hooks on.
      command:
        'cd apps/server && DEBUT_BUILD_TEST_HOOKS=1 node build.mjs && cd ../.. && node apps/server/dist-test/server.js',
      cwd: '..',
      url: `${hooksURL}/api/ready`,
      reuseExistingServer: false,
      timeout: startupTimeout(240_000),
      env: {
        ...serverEnv,
        PORT: String(hooksPort),
        DATA_DIR: HOOKS_DATA_DIR,
        DEBUT_TEST_HOOKS: '1',
      },
    },
  ],
});
