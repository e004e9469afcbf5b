import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One compiled writer per schema: the error schemas are shared by every route. */
const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * The JSON Schema without `additionalProperties: false`: zod's encode strips keys a schema does not
 * declare, and fast-json-stringify skips them too, but it picks a union's branch by validating the
 * value, where that keyword would refuse an object carrying one more key (a 500 where zod answered).
 */
function allowingMoreKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingMoreKeys);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingMoreKeys(value)]),
  );
}

/**
 * A schema's writer: fast-json-stringify compiled from the schema's JSON Schema (the one the OpenAPI
 * document shows), or undefined when it has no form that fast-json-stringify reads.
 */
function leanWriter(schema: z.ZodType): Serialize | undefined {
  let write = compiled.get(schema);
  if (!write) {
    try {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
      write = fastJsonStringify(
        allowingMoreKeys(json) as Parameters<typeof fastJsonStringify>[0],
      ) as Serialize;
    } catch {
      return undefined;
    }
    compiled.set(schema, write);
  }
  return write;
}

/**
 * Responses written from the contract's own schemas by fast-json-stringify (decision 065): only the
 * keys a schema declares are written, as zod's encode wrote them, in half its time (a search's page of
 * 20 jobs: 87 µs instead of 189 µs for zod's check and JSON.stringify, issue 30's node CPU). It checks
 * no types, so with `checkResponses` (the tests) every answer is also checked against its zod schema,
 * and what it wrote must read back as what zod's serializer writes (the same keys and values, in any
 * order): a handler that breaks the contract, or a schema the two read differently (a union's branch),
 * fails there. A schema without a JSON Schema form keeps zod's serializer.
 */
export function leanSerializerCompiler(checkResponses: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const schema = route.schema;
    const checked = zodSerializerCompiler(route);
    if (!(schema instanceof z.ZodType)) return checked;
    // Compiled at the first answer, not at start: the ~400 response schemas of the routes took 0.3 s
    // to compile, most of them errors a node seldom sends (and every test's app paid it again).
    let write: Serialize | undefined | null = null;
    return (data) => {
      if (write === null) write = leanWriter(schema);
      if (!write) return checked(data);
      if (!checkResponses) return write(data);
      const expected = checked(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the answer written differs from zod's: ${written}`);
      }
      return written;
    };
  };
}
