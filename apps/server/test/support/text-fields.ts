import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { allDeclaredEndpoints } from '@debut/contract/all-endpoints';

type Schema = z.core.$ZodType;
export type FieldPath = (string | number)[];

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * Every path in `schema` where a string goes (nested objects, array items, record values, every
 * option of a union), read from the schema itself so that a field added tomorrow is walked too.
 */
export function textFieldPaths(schema: Schema, path: FieldPath = [], seen = new Set<Schema>()): FieldPath[] {
  if (seen.has(schema)) return [];
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (next: Schema, at: FieldPath = path) => textFieldPaths(next, at, new Set([...seen, schema]));
  if (WRAPPERS.has(def.type)) return inner(def.innerType as Schema);
  switch (def.type) {
    case 'string':
      return [path];
    case 'pipe':
      return inner(def.in as Schema);
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        inner(field, [...path, key]),
      );
    case 'array':
      return inner(def.element as Schema, [...path, 0]);
    case 'record':
      return inner(def.valueType as Schema, [...path, 'key']);
    case 'union': {
      const all = (def.options as Schema[]).flatMap((option) => inner(option));
      const unique = new Map(all.map((p) => [p.join('.'), p]));
      return [...unique.values()];
    }
    case 'intersection':
      return [...inner(def.left as Schema), ...inner(def.right as Schema)];
    default:
      return [];
  }
}

/** `{a: {b: [value]}}` for the path a.b.0. */
export function valueAt(path: FieldPath, value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inside, key) => (typeof key === 'number' ? [inside] : { [key]: inside }),
    value,
  );
}

export interface DeclaredTextField {
  /** `resumes.put` */
  endpoint: string;
  method: string;
  /** The contract's path, `/resumes/me`, with `:name` parameters. */
  path: string;
  part: 'params' | 'query' | 'body';
  field: FieldPath;
}

/** Every text field of every endpoint declared in `all-endpoints.ts`, by part. */
export function declaredTextFields(): DeclaredTextField[] {
  return allDeclaredEndpoints().flatMap(({ name, endpoint }) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part];
      if (!schema) return [];
      return textFieldPaths(schema).map((field) => ({
        endpoint: name,
        method: endpoint.method,
        path: endpoint.path,
        part,
        field,
      }));
    }),
  );
}

/**
 * The request that puts `value` into one declared text field: in the body as JSON, or in the URL as
 * `inUrl` (the value's URL form, percent-encoded by default) for a path or query parameter. Every
 * other path parameter is a random id.
 */
export function requestWithText(
  { method, path, part, field }: DeclaredTextField,
  value: string,
  inUrl = encodeURIComponent(value),
) {
  const filled = `/api${path.replace(/:(\w+)/g, (_, name: string) =>
    part === 'params' && field[0] === name ? inUrl : randomUUID(),
  )}`;
  const query = part === 'query' ? `?${String(field[0])}=${inUrl}` : '';
  return {
    method: method as 'GET',
    url: `${filled}${query}`,
    ...(part === 'body'
      ? { payload: JSON.stringify(valueAt(field, value)), headers: { 'content-type': 'application/json' } }
      : {}),
  };
}
