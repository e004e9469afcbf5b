import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { startupTimeout } from '../../scripts/lib/machine-load.mjs';

/**
 * `.ci/run` runs the server suite twice: on the embedded database, then with DATABASE_URL on
 * PostgreSQL. The second pass repeats only what a database can change. A file whose result is the
 * same on every database — pure unit tests, lint checks, the embedded database's own lock tests, and
 * fault tests that start a throwaway PostgreSQL of their own either way — says so with this line and
 * runs in the first pass only (issue 28: CI under 30 minutes, nothing covered less).
 */
const ONCE_PER_RUN = '// Once per run: the same on every database';

const testDir = path.join(import.meta.dirname, 'test');
const oncePerRun = process.env.DATABASE_URL
  ? readdirSync(testDir)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => readFileSync(path.join(testDir, name), 'utf8').includes(ONCE_PER_RUN))
      .map((name) => `test/${name}`)
  : [];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // The unit tests beside the sources touch no database either.
    include: process.env.DATABASE_URL ? ['test/**/*.test.ts'] : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...oncePerRun],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console-error.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    // Hooks start databases, servers and Redis: their wait grows with the machine's load.
    hookTimeout: startupTimeout(60_000),
  },
});
