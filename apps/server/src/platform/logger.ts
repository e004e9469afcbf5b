import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { describeError } from './log-errors.ts';

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
    hooks: {
      // pino would use a bare Error's message as the line's text; it goes through `err` instead.
      logMethod(args, method) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          method.apply(this, [{ err: first }, ...(rest.length > 0 ? rest : ['error'])] as Parameters<
            typeof method
          >);
          return;
        }
        method.apply(this, args);
      },
    },
    serializers: {
      // Every `{ err }` of every logger (requests, scheduler, mail, realtime) goes through it.
      err: describeError,
      req(request: { method: string; url: string; id: string; routeOptions?: { url?: string } }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
