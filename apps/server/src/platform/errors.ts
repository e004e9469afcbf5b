import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TApiError, TErrorCode, TErrorDetail } from '@debut/contract/errors';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** The one error type of the server: a rule broke, with a status and a machine code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    message: string,
    readonly details?: TErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
export const forbidden = (why = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', why);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
export const validationError = (path: string, code: string, message: string) =>
  new AppError(400, 'VALIDATION', message, [{ path, code, message }]);

const FASTIFY_CODES: Record<string, { status: number; code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'VALIDATION',
    message: 'The request body is empty but says it is JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION',
    message: 'The request body length does not match its Content-Length',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION', message: 'The request is not valid' },
};

interface RawIssue {
  code: string;
  message: string;
  path: PropertyKey[];
  errors?: RawIssue[][];
}

/**
 * One validation failure as details. A union (e.g. `PUT /jobs/{id}`: publish, close or edit) reports
 * the issues of the branch the body came closest to, not a bare "Invalid input".
 */
function describeIssue(code: string, message: string, path: PropertyKey[], params: unknown): TErrorDetail[] {
  const branches = (params as { errors?: RawIssue[][] } | undefined)?.errors;
  if (code === 'invalid_union' && Array.isArray(branches) && branches.length > 0) {
    const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closest.flatMap((issue) =>
      describeIssue(issue.code, issue.message, [...path, ...issue.path], issue),
    );
  }
  return [{ path: path.map(String).join('.'), code, message }];
}

function body(error: string, code: string, details?: TErrorDetail[]): TApiError {
  return details ? { error, code, details } : { error, code };
}

/** Turns every failure into `{error, code, details?}`; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.status).send(body(error.message, error.code, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext === 'body' ? '' : (error.validationContext ?? '');
      const details = error.validation.flatMap((v) => {
        const where = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        return describeIssue(v.keyword, v.message ?? 'Invalid value', where, v.params).map((detail) => ({
          ...detail,
          path: [context, detail.path].filter(Boolean).join('.'),
        }));
      });
      const first = details[0];
      const message = first ? `${first.path || 'request'}: ${first.message}` : 'The request is not valid';
      return reply.code(400).send(body(message, 'VALIDATION', details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'response did not match its schema');
      return reply.code(500).send(body('Internal server error', 'INTERNAL'));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send(body(known.message, known.code));
    if (error.statusCode === 429) {
      return reply.code(429).send(body('Too many requests. Please try again later.', 'RATE_LIMITED'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body(error.message, 'VALIDATION'));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: clients and load balancers may retry, and the log says what it was.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(body('The service is briefly unavailable. Please try again in a moment.', 'UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('Internal server error', 'INTERNAL'));
  });
}
