import { z } from 'zod';
import type { Endpoint, ShapeOf, Shapes } from './endpoint.ts';

// Decision 023: the schema half of the endpoint declarations, which the server registers its routes
// from and the tests enumerate. The web app never imports it (zod stays out of its first chunk).

/** The body of an empty answer (202, 204). */
export const ZNoContent = z.null().describe('No content');

type Part<E, K extends keyof Shapes> =
  ShapeOf<E, K> extends z.ZodType ? Record<K, ShapeOf<E, K>> : Partial<Record<K, never>>;

/**
 * The schema half of one endpoint. Its `params`, `query`, `body` and `response` must be the schemas
 * whose types the route half names (and be absent where it names none), so the halves cannot drift.
 */
export type EndpointSchemasFor<E> = {
  tags: readonly string[];
  summary: string;
  description?: string;
  /** The success status; without a `response` the answer is empty (`ZNoContent`). */
  status: 200 | 201 | 202 | 204;
  /** Other answers a route documents with their own bodies (a redirect, readiness's 503). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** The error statuses, each answered in the one error shape (`ZApiError`). */
  errors: readonly number[];
  /** The body's media types when not JSON alone (a mail client's form post). */
  consumes?: readonly string[];
  /** The answer's media types when not JSON (Prometheus' text). */
  produces?: readonly string[];
} & Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'> &
  Part<E, 'response'>;

/** An endpoint with both halves, any endpoint: what the server registers a route from. */
export interface DeclaredEndpoint extends Endpoint {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly status: 200 | 201 | 202 | 204;
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  readonly errors: readonly number[];
  readonly consumes?: readonly string[];
  readonly produces?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

/**
 * Binds the schema half to each route half of a resource. A key without its other half, or a schema
 * that is not the one the route half names, fails the type check (and `endpoints.test.ts`).
 */
export function withSchemas<
  const T extends Record<string, Endpoint>,
  const S extends { [K in keyof T]: EndpointSchemasFor<T[K]> },
>(routes: T, schemas: S): { [K in keyof T]: T[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [key, { ...route, ...schemas[key] }]),
  ) as { [K in keyof T]: T[K] & S[K] };
}
