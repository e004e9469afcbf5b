import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ResponseOf } from '@debut/contract/endpoint';
import { allDeclaredEndpoints, endpointDeclarations, openApiPath } from '@debut/contract/all-endpoints';
import type { alertsApi } from '@debut/contract/alerts.endpoint-schemas';
import type { resumesApi } from '@debut/contract/resumes.endpoint-schemas';
import type { applicationsApi } from '@debut/contract/applications.endpoint-schemas';
import type { messagesApi } from '@debut/contract/messages.endpoint-schemas';
import type { jobsApi } from '@debut/contract/jobs.endpoint-schemas';
import type { paymentsApi } from '@debut/contract/payments.endpoint-schemas';
import type { usersApi } from '@debut/contract/users.endpoint-schemas';
import type { authApi } from '@debut/contract/auth.endpoint-schemas';
import type { moderationApi } from '@debut/contract/moderation.endpoint-schemas';
import type { supportApi } from '@debut/contract/support.endpoint-schemas';
import type { placesApi } from '@debut/contract/places.endpoint-schemas';
import type { systemApi } from '@debut/contract/system.endpoint-schemas';
import type { botApi } from '@debut/contract/bot.endpoint-schemas';
import type { favoritesApi } from '@debut/contract/favorites.endpoint-schemas';
import { operationIdFor, operationsOf, type OpenApiDocument } from '../src/platform/openapi-document.ts';
import { useTestApp } from './support/test-app.ts';

// Decision 023: each endpoint is declared once in the contract, as a zod-free route half (what the web
// app imports) and a schema half (what the server registers). These checks keep the halves, the
// OpenAPI description and the routes in step.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** The keys of a resource whose route half promises another answer type than its schema gives. */
type Disagreeing<R> = {
  [K in keyof R]: Equal<
    ResponseOf<R[K]>,
    R[K] extends { response: infer S extends z.ZodType } ? z.output<S> : undefined
  > extends true
    ? never
    : K;
}[keyof R];

const app = useTestApp();

describe('endpoint declarations', () => {
  it('have both halves under the same keys, with the same route and answer type', () => {
    // Checked by the type checker (npm run typecheck), one line per resource.
    expectTypeOf<Disagreeing<typeof favoritesApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof alertsApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof botApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof systemApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof placesApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof supportApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof moderationApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof authApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof usersApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof paymentsApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof jobsApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof messagesApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof applicationsApi>>().toEqualTypeOf<never>();
    expectTypeOf<Disagreeing<typeof resumesApi>>().toEqualTypeOf<never>();
    for (const [resource, { routes, declared }] of Object.entries(endpointDeclarations)) {
      expect(Object.keys(declared).sort(), resource).toEqual(Object.keys(routes).sort());
      for (const [key, route] of Object.entries(routes)) {
        const { method, path, operationId, access } = declared[key] ?? {};
        expect({ method, path, operationId, access }, `${resource}.${key}`).toEqual(route);
      }
    }
  });

  it('keep the operationIds derived from method and path, each once', () => {
    const endpoints = allDeclaredEndpoints();
    for (const { name, endpoint } of endpoints) {
      expect(endpoint.operationId, name).toBe(operationIdFor(endpoint.method, openApiPath(endpoint.path)));
    }
    const ids = endpoints.map(({ endpoint }) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('name in the params schema exactly the parameters of the path', () => {
    for (const { name, endpoint } of allDeclaredEndpoints()) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const schema = endpoint.params as { shape?: Record<string, unknown> } | undefined;
      expect(Object.keys(schema?.shape ?? {}).sort(), name).toEqual(inPath);
    }
  });

  it('are the routes of the OpenAPI description, with their operationId and security', async () => {
    const response = await app().request({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as OpenApiDocument;
    const documented = new Map(
      operationsOf(document)
        .filter(({ path }) => path.startsWith('/api/'))
        .map(({ method, path, operation }) => [`${method.toUpperCase()} ${path}`, operation]),
    );
    const declared = new Set<string>();
    for (const { name, endpoint } of allDeclaredEndpoints()) {
      const where = `${endpoint.method} ${openApiPath(endpoint.path)}`;
      declared.add(where);
      const operation = documented.get(where);
      expect(operation, `${name}: ${where}`).toBeDefined();
      expect(operation?.operationId, name).toBe(endpoint.operationId);
      expect(operation?.security, name).toEqual(endpoint.access === 'public' ? [] : [{ bearerAuth: [] }]);
    }
    // …and every route under /api is declared: none is registered by hand.
    expect([...documented.keys()].filter((where) => !declared.has(where))).toEqual([]);
  });
});
