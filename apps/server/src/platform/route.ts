import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ShapeOf } from '@debut/contract/endpoint';
import { ZNoContent, type DeclaredEndpoint } from '@debut/contract/endpoint-schemas';
import type { ZApiError } from '@debut/contract/errors';
import type { Access } from '@debut/contract/endpoint';
import type { AuthUser } from './caller.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { errorResponses } from './openapi-responses.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<K extends string, T> = T extends z.ZodType ? Record<K, T> : unknown;
type SuccessSchema<D> = ShapeOf<D, 'response'> extends z.ZodType ? ShapeOf<D, 'response'> : typeof ZNoContent;
type Field<D, K extends string> = D extends Record<K, infer V> ? V : never;
type Others<D> = D extends { otherResponses: infer O } ? O : unknown;

/** The bearer scheme of app.ts's OpenAPI options, on every route that needs a signed-in user. */
const BEARER = [{ bearerAuth: [] }];

/** The Fastify schema a declaration stands for, typed so the handler's request and reply are. */
export type RouteSchema<D> = Part<'params', ShapeOf<D, 'params'>> &
  Part<'querystring', ShapeOf<D, 'query'>> &
  Part<'body', ShapeOf<D, 'body'>> & {
    response: Record<Extract<Field<D, 'status'>, number>, SuccessSchema<D>> &
      Record<Field<D, 'errors'> extends readonly (infer S extends number)[] ? S : never, typeof ZApiError> &
      Others<D>;
  };

type FastifyHandler<D> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<D>,
  ZodTypeProvider
>;

/** The caller as the declaration's access promises it: a user on every route but the public ones. */
export type CallerOf<D> = D extends { access: 'public' } ? AuthUser | null : AuthUser;

/**
 * A route's handler: Fastify's request and reply, typed by the declaration's schemas, and the caller,
 * already checked against the declared access (401 anonymous, 403 not an admin), so no handler asks.
 */
export type DeclaredHandler<D> = (
  request: Parameters<FastifyHandler<D>>[0],
  reply: Parameters<FastifyHandler<D>>[1],
  caller: CallerOf<D>,
) => ReturnType<FastifyHandler<D>>;

/** What a route adds to its declaration: its hooks (rate limits) and Fastify options. */
export type RouteExtras = Pick<
  RouteOptions,
  'preValidation' | 'onRequest' | 'preHandler' | 'config' | 'bodyLimit'
>;

/** The Fastify schema of a declared endpoint: the OpenAPI texts, its security, its schemas. */
export function schemaOf(declared: DeclaredEndpoint): Record<string, unknown> {
  return {
    tags: declared.tags,
    summary: declared.summary,
    ...(declared.description === undefined ? {} : { description: declared.description }),
    operationId: declared.operationId,
    // On a route's own schema, `security` makes authenticate.ts refuse anonymous callers.
    ...(declared.access === 'public' ? {} : { security: BEARER }),
    ...(declared.params === undefined ? {} : { params: declared.params }),
    ...(declared.query === undefined ? {} : { querystring: declared.query }),
    ...(declared.body === undefined ? {} : { body: declared.body }),
    ...(declared.consumes === undefined ? {} : { consumes: declared.consumes }),
    ...(declared.produces === undefined ? {} : { produces: declared.produces }),
    response: {
      [declared.status]: declared.response ?? ZNoContent,
      ...declared.otherResponses,
      ...errorResponses(...declared.errors),
    },
  };
}

/** The caller a declaration's access lets through, or the error that refuses everyone else. */
export function callerFor(access: Access, user: AuthUser | null): AuthUser | null {
  if (access === 'public') return user;
  if (!user) throw unauthenticated();
  if (access === 'admin' && user.role !== 'admin') throw forbidden('Only administrators can do this');
  return user;
}

/**
 * Registers a route from its declaration in the contract (decision 023): the method, path, schemas,
 * OpenAPI texts, bearer requirement and access all come from there; the module adds the handler and
 * hooks. The handler receives the caller its declaration's access allows (issue 28).
 */
export function route<D extends DeclaredEndpoint>(
  app: ZodApp,
  declared: D,
  handler: DeclaredHandler<D>,
  extras: RouteExtras = {},
): void {
  // The access is checked before validation, so a caller who may not call a route learns nothing
  // about what it would accept.
  const checkAccess = async (request: FastifyRequest) => {
    callerFor(declared.access, request.user);
  };
  const { onRequest } = extras;
  app.route({
    ...extras,
    method: declared.method,
    url: declared.path,
    schema: schemaOf(declared),
    onRequest: [checkAccess, ...(Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : [])],
    handler: function (request, reply) {
      return (handler as (...args: unknown[]) => unknown).call(this, request, reply, request.user);
    } as RouteOptions['handler'],
  });
}
