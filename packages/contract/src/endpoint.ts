import type { z } from 'zod';

// Decision 023: every endpoint is declared once, in two halves. This file is the half the web app
// imports, so it must stay free of zod at run time: it names the schemas' types only (`import type`),
// never their values. The other half, with the schemas and the OpenAPI texts, is `endpoint-docs.ts`.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, a signed-in user (bearer token), or a signed-in admin. */
export type Access = 'public' | 'user' | 'admin';

/**
 * The types of an endpoint's parts, as the `typeof` of their zod schemas: `params`, `query`, `body`,
 * and `response`, the body of the success answer (absent for an empty answer, 202 or 204).
 */
export interface Shapes {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** What the web app needs to call an endpoint, and what the server registers it with. */
export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Fastify's form, under `/api`, with `:name` for a path parameter: `/favorites/:jobId`. */
  readonly path: string;
  /** As the OpenAPI description has it; it never changes while the method and path do not. */
  readonly operationId: string;
  readonly access: Access;
}

/**
 * The route half of an endpoint declaration. `shapes` is never set at run time: it carries the
 * schemas' types (a phantom), from which the client takes its argument and answer types.
 */
export interface Endpoint<S extends Shapes = Shapes> extends EndpointRoute {
  readonly shapes?: S;
}

type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
/** One of an endpoint's schema types, `undefined` when it has none. */
export type ShapeOf<E, K extends keyof Shapes> =
  E extends Endpoint<infer S> ? (K extends keyof S ? S[K] : undefined) : never;

export type ParamsOf<E> = Input<ShapeOf<E, 'params'>>;
export type QueryOf<E> = Input<ShapeOf<E, 'query'>>;
export type BodyOf<E> = Input<ShapeOf<E, 'body'>>;
/** The body of the success answer, `undefined` for an empty one. */
export type ResponseOf<E> = Output<ShapeOf<E, 'response'>>;

/**
 * Declares the route half of an endpoint; the type argument names its schemas' types:
 * `endpoint<{ params: typeof ZFavoriteParams; response: typeof ZFavoriteIds }>({ method: 'PUT', … })`.
 */
export function endpoint<S extends Shapes = Record<never, never>>(route: EndpointRoute): Endpoint<S> {
  return route;
}

/** Fills a declared path's `:name` parameters, each encoded: `/favorites/:jobId` → `/favorites/a%2Fb`. */
export function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
