import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://127.0.0.1:3000';

// React Router 7's exports resolve to its development build in every mode (remix-run/react-router
// #14102, open): its warnings then reach users' consoles, and /login pays for their text. A production
// build takes the production files the package ships beside them.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    // Brotli and gzip siblings of every text asset (catalogues in public/ too), served by the server
    // as they are (`preCompressed`): 448 KB of JavaScript travel as about 120 KB, without compressing
    // on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      threshold: 1024,
    }),
  ],
  server: {
    // The API, its websocket and the sandbox payment page live on the server (DESIGN.md §1, §7).
    proxy: {
      '/api': { target: server, ws: true },
      '/sandbox': { target: server, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded on every page anyway: one chunk for it.
          // Left to itself, Rolldown cuts it into many small common chunks, one per set of lazy
          // screens sharing them, and /login paid ~7 KB gzip more for the lost compression
          // (DESIGN.md §10's 150 KB budget). The same holds one level down: the field kit every form
          // uses (inputs, alert, the one error map) and the sign-in pages' own kit were ~15 files on
          // /login, each listed again beside every screen that needs it; as two chunks they cost
          // /login 4 KB less (decision 028).
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'form-kit',
              priority: 1,
              test: /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|Alert|CloseButton|ActionIcon|Paper)[\\/]|core[\\/](utils[\\/]create-optional-context|styles-api[\\/]use-resolved-styles-api))|@mantine[\\/]hooks[\\/]esm[\\/](use-id|utils[\\/]random-id|use-uncontrolled)[\\/]|src[\\/]shared[\\/](forms[\\/](error-map|messages|use-field-error)|i18n[\\/]translation-key)/,
            },
            {
              name: 'auth-kit',
              priority: 1,
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]PasswordInput[\\/]|src[\\/](shared[\\/]ui[\\/]password-field|features[\\/]auth[\\/]components[\\/](auth-card|router-anchor))/,
            },
          ],
        },
      },
    },
  },
}));
