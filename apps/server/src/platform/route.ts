import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
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

export type DeclaredHandler<D> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<D>,
  ZodTypeProvider
>;

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

/**
 * Registers a route from its declaration in the contract (decision 023): the method, path, schemas,
 * OpenAPI texts and bearer requirement all come from there; the module adds the handler and hooks.
 * An admin endpoint's role is still checked by its module (one hook for all of `/admin`).
 */
export function route<D extends DeclaredEndpoint>(
  app: ZodApp,
  declared: D,
  handler: DeclaredHandler<D>,
  extras: RouteExtras = {},
): void {
  app.route({
    ...extras,
    method: declared.method,
    url: declared.path,
    schema: schemaOf(declared),
    handler: handler as RouteOptions['handler'],
  });
}
