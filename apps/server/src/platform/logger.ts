import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

export type Logger = FastifyBaseLogger;

/**
 * Pino options for the one logger. The privacy policy promises no IP addresses: requests are logged by
 * method and path only (no query string, no headers, no remote address), and credentials are redacted
 * wherever they might appear in an object that is logged.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'currentPassword',
        'newPassword',
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        'text',
        '*.text',
        'body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string; routeOptions?: { url?: string } }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
