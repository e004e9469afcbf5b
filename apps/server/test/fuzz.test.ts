import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { ZApiError } from '@debut/contract/errors';
import { useTestApp } from './support/test-app.ts';
import { declaredRoutes } from './support/declared-routes.ts';
import { createJob, createUser, jobInput, MOSCOW, nextAddress, publishJob } from './support/factories.ts';
import { jobs } from '../src/db/schema.ts';

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

// Issue 16: PostgreSQL refuses U+0000 in text and bidirectional overrides spoof what people read,
// so generated strings carry both, anywhere in the string.
const NUL = '\u0000';
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(NUL, ...BIDI), fc.string({ maxLength: 12 }))
  .map(([before, odd, after]) => `${before}${odd}${after}`);

/** A search cursor as the server writes it (base64url JSON), with values it never writes. */
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const forgedCursorValues: unknown[] = [
  { o: 'date', v: 12, id: '00000000-0000-4000-8000-000000000000' },
  { o: 'date', v: 'yesterday', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'date', v: '2024', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'date', v: '+275760-09-13T00:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'date', v: '2024-02-30T00:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'date', v: 'Tue, 1 Jan 30000 00:00:00', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'date', v: '2024-01-01T00:00:00.000Z', id: 'not-a-uuid' },
  { o: 'rank', v: '0.5', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'rank', v: null, id: '00000000-0000-4000-8000-000000000000' },
  { o: 'rank', v: [1], id: '00000000-0000-4000-8000-000000000000' },
  { o: 'distance', v: '1; drop table jobs', id: '00000000-0000-4000-8000-000000000000' },
  { o: 'distance', v: -5, id: '00000000-0000-4000-8000-000000000000' },
  { o: 'distance', v: { km: 1 }, id: '00000000-0000-4000-8000-000000000000' },
  { o: 'distance', v: 3, id: 42 },
  { o: 'other', v: 3, id: '00000000-0000-4000-8000-000000000000' },
];
// JSON.stringify writes Infinity as null: these are spelled out so that JSON.parse reads Infinity.
const rawCursorJson = [
  '{"o":"rank","v":1e999,"id":"00000000-0000-4000-8000-000000000000"}',
  '{"o":"distance","v":-1e999,"id":"00000000-0000-4000-8000-000000000000"}',
  '{"o":"date","v":"2024-01-01T00:00:00.000Z","id":"00000000-0000-4000-8000-000000000000","x":1}',
];
const forgedCursors = [
  ...forgedCursorValues.map(encodeCursor),
  ...rawCursorJson.map((json) => Buffer.from(json).toString('base64url')),
];

// Values a careless or hostile client sends: wrong types, huge and odd strings, nested junk.
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  hostileText,
  fc.constantFrom(...forgedCursors),
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

function expectNoServerError(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  // Pages (the sandbox donation page) answer a person in HTML; the API answers in the error shape.
  const isPage = String(response.headers['content-type'] ?? '').startsWith('text/html');
  if (response.statusCode >= 400 && response.body && !isPage) {
    expect(
      ZApiError.safeParse(JSON.parse(response.body)).success,
      `${label} → ${response.body.slice(0, 300)}`,
    ).toBe(true);
  }
}

describe('fuzzing every route in the OpenAPI description', () => {
  // Decision 023: the routes fuzzed are exactly the contract's declarations.
  it('fuzzes every endpoint declared in the contract, and nothing else under /api', async () => {
    const fuzzed = (await operations())
      .filter((op) => op.path.startsWith('/api/'))
      .map((op) => `${op.method} ${op.path}`)
      .sort();
    expect(fuzzed).toEqual(declaredRoutes().sort());
  });

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
            // Valid searches too, so that forged cursors reach each ordering (date, rank, distance).
            search: fc.constantFrom<Record<string, string>>(
              {},
              { q: 'barista' },
              { lat: String(MOSCOW.lat), lng: String(MOSCOW.lng) },
            ),
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
          async ({ params, query, search, body, caller }) => {
            const token = tokens[caller];
            const fields = op.query.includes('cursor') ? { ...search, ...query } : query;
            const url = `${fill(op.path, params)}?${new URLSearchParams(fields).toString()}`;
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

describe('hostile text and forged cursors (issue 16)', () => {
  const sent = (op: Operation, where: 'params' | 'query' | 'body', name: string, value: string) => {
    const params = Object.fromEntries(
      op.params.map((p) => [p, where === 'params' && p === name ? value : randomUUID()]),
    );
    const query = where === 'query' ? `?${new URLSearchParams({ [name]: value }).toString()}` : '';
    return {
      method: op.method as 'GET',
      url: `${fill(op.path, params)}${query}`,
      remoteAddress: nextAddress(),
      ...(where === 'body'
        ? { payload: JSON.stringify({ [name]: value }), headers: { 'content-type': 'application/json' } }
        : {}),
    };
  };

  it('refuses a NUL in every path parameter, query parameter and body field of every route with 400', async () => {
    const admin = await createUser(app());
    await app().ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const ops = await operations();
    let checked = 0;
    for (const op of ops) {
      const places = [
        ...op.params.map((name) => ['params', name] as const),
        ...op.query.map((name) => ['query', name] as const),
        ...op.bodyFields.map((name) => ['body', name] as const),
      ];
      for (const [where, name] of places) {
        const response = await app().request({ ...sent(op, where, name, `a${NUL}b`), token: admin.token });
        const label = `${op.method} ${op.path} ${where}.${name} → ${response.body.slice(0, 200)}`;
        // Rate limits run first (refused requests count, DESIGN.md §4); nothing else may answer.
        if (response.statusCode === 429) continue;
        expect(response.statusCode, label).toBe(400);
        const error = ZApiError.parse(response.json());
        expect(error.code, label).toBe('VALIDATION');
        const path = where === 'body' ? name : `${where === 'query' ? 'querystring' : 'params'}.${name}`;
        expect(
          error.details?.map((d) => d.path),
          label,
        ).toContain(path);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  }, 120_000);

  it('refuses a NUL in a job that is otherwise valid, and in a message, a profile and a report', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await publishJob(app(), job.id);
    const attempts = [
      { method: 'POST', url: '/api/jobs', payload: jobInput({ title: `Barista${NUL}` }), path: 'title' },
      {
        method: 'POST',
        url: '/api/jobs',
        payload: jobInput({ companyName: `Cafe${NUL}` }),
        path: 'companyName',
      },
      { method: 'PATCH', url: '/api/auth/me', payload: { displayName: `Ann${NUL}` }, path: 'displayName' },
      {
        method: 'POST',
        url: '/api/messages',
        payload: { jobId: job.id, to: owner.user.id, text: `hello${NUL}` },
        path: 'text',
      },
      {
        method: 'POST',
        url: `/api/jobs/${job.id}/report`,
        payload: { reason: 'misleading', text: `spam${NUL}spam` },
        path: 'text',
      },
    ] as const;
    for (const { method, url, payload, path } of attempts) {
      const response = await app().request({
        method,
        url,
        payload,
        token: seeker.token,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${method} ${url} → ${response.body}`).toBe(400);
      const error = ZApiError.parse(response.json());
      expect(error.code).toBe('VALIDATION');
      expect(error.details?.map((d) => d.path)).toContain(path);
    }
    for (const query of [`q=a${NUL}b`, `category=a${NUL}b`]) {
      const response = await app().request({
        method: 'GET',
        url: `/api/jobs?${query.replace(NUL, '%00')}`,
        token: seeker.token,
      });
      expect(response.statusCode, `${query} → ${response.body}`).toBe(400);
    }
  });

  it('stores a title, company and name without bidirectional override characters', async () => {
    const owner = await createUser(app());
    const created = await app().request({
      method: 'POST',
      url: '/api/jobs',
      token: owner.token,
      payload: jobInput({ title: 'Invoice \u202Egnp.exe', companyName: '\u2067Evil\u2069 Ltd' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { job: { id: string } }).job.id;
    const [row] = await app().ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.title).toBe('Invoice gnp.exe');
    expect(row?.companyName).toBe('Evil Ltd');
    const renamed = await app().request({
      method: 'PATCH',
      url: '/api/auth/me',
      token: owner.token,
      payload: { displayName: 'Ann\u202Dxe\u202C' },
    });
    expect((renamed.json() as { user: { displayName: string } }).user.displayName).toBe('Annxe');
    // Nothing but an override is nothing: the minimum length still holds.
    const empty = await app().request({
      method: 'POST',
      url: '/api/jobs',
      token: owner.token,
      payload: jobInput({ title: '\u202E\u202E\u202E' }),
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses every forged search cursor with 400 VALIDATION, in every ordering', async () => {
    const owner = await createUser(app());
    const job = await createJob(app(), owner.user.id);
    await publishJob(app(), job.id);
    const orderings = [
      '',
      'q=barista&',
      `lat=${MOSCOW.lat}&lng=${MOSCOW.lng}&`,
      `q=barista&lat=${MOSCOW.lat}&lng=${MOSCOW.lng}&`,
    ];
    for (const ordering of orderings) {
      for (const cursor of forgedCursors) {
        const response = await app().request({
          method: 'GET',
          url: `/api/jobs?${ordering}cursor=${cursor}`,
          token: owner.token,
        });
        const label = `${ordering}${Buffer.from(cursor, 'base64url').toString()} → ${response.body}`;
        expect(response.statusCode, label).toBe(400);
        expect(ZApiError.parse(response.json()).details?.[0]?.path, label).toBe('cursor');
      }
    }
  });
});
