import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { ZApiError } from '@debut/contract/errors';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, nextAddress } from './support/factories.ts';

// Issue 9: generated invalid path parameters, query strings and bodies against every route in the
// OpenAPI description never produce a 5xx, and every refusal has the one error shape.

const app = useTestApp();

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  bodyFields: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

async function operations(): Promise<Operation[]> {
  const spec = (await app().request({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const schema = Object.values(content)[0]?.schema;
        return {
          method: method.toUpperCase(),
          path,
          params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: Object.keys(schema?.properties ?? {}),
        };
      }),
  );
}

// Values a careless or hostile client sends: wrong types, huge and odd strings, nested junk.
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '𝕏'.repeat(50),
  ),
  fc.string({ minLength: 5000, maxLength: 6000 }),
);
const oddValue = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

function expectNoServerError(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400 && response.body) {
    expect(
      ZApiError.safeParse(JSON.parse(response.body)).success,
      `${label} → ${response.body.slice(0, 300)}`,
    ).toBe(true);
  }
}

describe('fuzzing every route in the OpenAPI description', () => {
  it('answers generated invalid input with a 4xx in the one error shape, never a 5xx', async () => {
    const user = await createUser(app());
    // An admin too, so that the admin routes' own validation is reached rather than their 403.
    const admin = await createUser(app());
    await app().ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const tokens = { anonymous: undefined, user: user.token, admin: admin.token };
    const job = await createJob(app(), user.user.id);
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);

    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.record(
              Object.fromEntries(op.params.map((name) => [name, fc.oneof(oddString, fc.constant(job.id))])),
            ),
            query: fc.dictionary(fc.constantFrom(...op.query, 'unknown'), oddString, { maxKeys: 4 }),
            body: fc.oneof(
              fc.constant(undefined),
              oddValue,
              op.bodyFields.length > 0
                ? fc.dictionary(fc.constantFrom(...op.bodyFields), oddValue, {
                    maxKeys: op.bodyFields.length,
                  })
                : fc.constant({}),
            ),
            caller: fc.constantFrom('anonymous', 'user', 'admin'),
          }),
          async ({ params, query, body, caller }) => {
            const token = tokens[caller];
            const url = `${fill(op.path, params)}?${new URLSearchParams(query).toString()}`;
            const response = await app().request({
              method: op.method as 'GET',
              url,
              remoteAddress: nextAddress(),
              ...(token ? { token } : {}),
              ...(body === undefined || op.method === 'GET'
                ? {}
                : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            expectNoServerError(response, `${op.method} ${url}`);
          },
        ),
        { numRuns: 20, seed: 20261121 },
      );
    }
  }, 120_000);
});
