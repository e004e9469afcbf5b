import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as source (src/) and bundled (dist/server.js),
// so paths resolved from here hold in development, tests and production alike.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
