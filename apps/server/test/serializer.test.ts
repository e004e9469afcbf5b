import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leanSerializerCompiler } from '../src/platform/serializer.ts';

// Decision 065: answers written by fast-json-stringify from the contract's schemas, checked by zod in tests.

const ZPlace = z.object({ kind: z.literal('place'), name: z.string(), lat: z.number() });
const ZPerson = z.object({ kind: z.literal('person'), name: z.string(), age: z.number().int() });
const ZAnswer = z.object({
  id: z.string(),
  count: z.number().int(),
  note: z.string().nullable(),
  seen: z.boolean().optional(),
  owner: ZPerson.nullable(),
  items: z.array(z.union([ZPlace, ZPerson])),
});

async function answer(checkResponses: boolean, payload: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(leanSerializerCompiler(checkResponses));
  app.get('/', { schema: { response: { 200: ZAnswer } } }, async () => payload);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

const valid = {
  id: 'a',
  count: 2,
  note: null,
  owner: { kind: 'person', name: 'Ann', age: 30, secret: 'x' },
  items: [
    { kind: 'place', name: 'Oslo', lat: 59.9, password: 'y' },
    { kind: 'person', name: 'Bo', age: 20 },
  ],
  internal: 'never written',
};

describe('the lean serializer', () => {
  it('writes what zod writes: declared keys only, optional ones when present, each branch of a union', async () => {
    for (const check of [false, true]) {
      const response = await answer(check, { ...valid, seen: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(
        z.encode(ZAnswer, { ...valid, seen: true } as unknown as z.output<typeof ZAnswer>),
      );
      expect(response.body).not.toMatch(/secret|password|never written/);
    }
  });

  it('refuses, with the checks on, an answer that breaks its schema', async () => {
    expect((await answer(true, { ...valid, count: 'two' })).statusCode).toBe(500);
    expect((await answer(true, { ...valid, count: 2.5 })).statusCode).toBe(500);
    expect((await answer(true, { ...valid, id: undefined })).statusCode).toBe(500);
  });
});
