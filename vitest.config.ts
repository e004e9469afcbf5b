import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web'],
    // Two cores: one test file per core; each server file has its own database copy.
    maxWorkers: 2,
  },
});
