/**
 * SQLSTATE classes and codes that mean the database cannot be reached or is going away, not that the
 * statement was wrong: connection exceptions (08…), the server shutting down or starting (57P01–57P03)
 * and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
// What node-postgres and its pool throw, as plain Errors, when a connection cannot be had or breaks.
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether a failure means "the database is unreachable right now" (so the answer is 503 and the client
 * may retry), looking through the causes drizzle wraps query errors in.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NETWORK_CODES.has(code)) {
        return true;
      }
    }
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
