import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://127.0.0.1:3000';

export default defineConfig({
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
          // (DESIGN.md §10's 150 KB budget).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
