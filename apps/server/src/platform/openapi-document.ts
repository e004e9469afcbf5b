import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The last step of the OpenAPI document (`/api/docs/json`), in one place for every route, so that the
 * document passes `redocly lint` (recommended rules, redocly.yaml) without each module repeating it:
 *
 * - every operation has an `operationId`, derived from its method and path (`operationIdFor`) unless
 *   the route's schema names one, and unique: a clash fails the document rather than ship ambiguous;
 * - every operation says how it is authorised: the routes that need a user declare `security: BEARER`
 *   (platform/route.ts, from the endpoint's declared access); the rest are public and get `security: []` here, in the document
 *   only (on a route's own schema any `security` would make authenticate.ts demand a user);
 * - `nullable` is always beside a `type` (OpenAPI 3.0 ignores it otherwise): zod writes a nullable
 *   union or reference without one; and an `allOf` of one schema alone (zod's optional reference) is
 *   that schema;
 * - the shapes the contract registers with an id (`z.globalRegistry`) are `components.schemas`,
 *   referenced with `$ref`; the ones no operation uses (e.g. the input twin `ApiErrorInput` of a
 *   response-only shape) are left out.
 */
export const openApiTransformObject: SwaggerTransformObject = (documentObject) =>
  completeOpenApiDocument(
    jsonSchemaTransformObject(documentObject) as OpenApiDocument,
  ) as ReturnType<SwaggerTransformObject>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SCHEMA_REF = '#/components/schemas/';

type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { operationId?: string; security?: unknown };

export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>> & JsonObject>;
  components?: JsonObject & { schemas?: Record<string, JsonObject> };
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `some-thing_else` → `SomeThingElse`. */
const pascalCase = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The operationId of a route: the HTTP method, then each segment of the path after `/api`, a parameter
 * as `By<Name>`. `GET /api/jobs/{id}` → `getJobsById`, `POST /api/auth/change-password` →
 * `postAuthChangePassword`, `PATCH /api/jobs/{id}/applications/{applicationId}` →
 * `patchJobsByIdApplicationsByApplicationId`, `GET /sandbox/donate` → `getSandboxDonate`. It changes
 * only when the route's method or path does, and anyone can tell it from the route.
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    return parameter === undefined ? pascalCase(segment) : `By${pascalCase(parameter)}`;
  });
  return method.toLowerCase() + words.join('');
}

/** Every operation of the document with its method and path. */
export function operationsOf(
  document: OpenApiDocument,
): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

export function completeOpenApiDocument(input: OpenApiDocument): OpenApiDocument {
  const document = structuredClone(input);
  const seen = new Map<string, string>();
  for (const { method, path, operation } of operationsOf(document)) {
    operation.operationId ??= operationIdFor(method, path);
    operation.security ??= [];
    const where = `${method.toUpperCase()} ${path}`;
    const other = seen.get(operation.operationId);
    if (other !== undefined) {
      throw new Error(`OpenAPI: ${where} and ${other} have the same operationId "${operation.operationId}"`);
    }
    seen.set(operation.operationId, where);
  }
  const schemas = document.components?.schemas ?? {};
  normalizeSchemas(document, schemas);
  if (document.components?.schemas) document.components.schemas = usedSchemas(document, schemas);
  return document;
}

/** The single JSON type a schema stands for, through references and unions; undefined if several. */
function typeOf(schema: unknown, schemas: Record<string, JsonObject>, depth = 0): string | undefined {
  if (!isObject(schema) || depth > 20) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(SCHEMA_REF)) {
    return typeOf(schemas[schema.$ref.slice(SCHEMA_REF.length)], schemas, depth + 1);
  }
  const branches = [schema.anyOf, schema.oneOf, schema.allOf].find(Array.isArray);
  if (!branches || branches.length === 0) return undefined;
  const types = new Set(branches.map((branch) => typeOf(branch, schemas, depth + 1)));
  const [only] = types;
  return types.size === 1 ? only : undefined;
}

/**
 * Gives every `nullable: true` without a `type` the type of what it qualifies: a union's common type,
 * or a reference's (then wrapped in `allOf`, since OpenAPI 3.0 ignores the siblings of a `$ref`).
 * One it cannot type (a union of different types) stays as it is, and the lint test says so.
 * An `allOf` of one schema with nothing beside it becomes that schema.
 */
function normalizeSchemas(node: unknown, schemas: Record<string, JsonObject>): void {
  if (Array.isArray(node)) {
    for (const child of node) normalizeSchemas(child, schemas);
    return;
  }
  if (!isObject(node)) return;
  for (const child of Object.values(node)) normalizeSchemas(child, schemas);
  const { allOf } = node;
  if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0]) && Object.keys(node).length === 1) {
    delete node.allOf;
    Object.assign(node, allOf[0]);
  }
  if (node.nullable !== true || node.type !== undefined) return;
  const type = typeOf(node, schemas);
  if (type === undefined) return;
  if (typeof node.$ref === 'string') {
    const { $ref, ...siblings } = node;
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, { type, ...siblings, allOf: [{ $ref }] });
  } else {
    node.type = type;
  }
}

/** The component schemas that the operations reference, directly or through other components. */
function usedSchemas(
  document: OpenApiDocument,
  schemas: Record<string, JsonObject>,
): Record<string, JsonObject> {
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
      const name = ref.slice(SCHEMA_REF.length);
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit({ ...document, components: { ...document.components, schemas: undefined } });
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
