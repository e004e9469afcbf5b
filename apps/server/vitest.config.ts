import { defineConfig } from 'vitest/config';
import { startupTimeout } from '../../scripts/lib/machine-load.mjs';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console-error.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    // Hooks start databases, servers and Redis: their wait grows with the machine's load.
    hookTimeout: startupTimeout(60_000),
  },
});
