import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
