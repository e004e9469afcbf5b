import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // The root is this package, whether run as a project of the root config or with --config.
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  test: {
    name: 'web',
    // Mantine screens render slowly on a loaded 2-core machine; 5 s was too tight under CI.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // nuqs imports react-router itself: left to Node it would load a second copy of the router,
    // whose hooks see none of the test's <MemoryRouter>.
    server: { deps: { inline: ['nuqs'] } },
    unstubGlobals: true,
    restoreMocks: true,
  },
});
