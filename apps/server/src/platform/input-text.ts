import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Characters that reorder the text around them (LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI,
 * FSI, PDI): in a name or a title they turn "gpj.exe" into "exe.jpg" on screen. Nobody needs them in a
 * job board's plain text, so they are removed. The marks U+200E, U+200F and U+061C stay: they only
 * nudge neutral characters, cannot hide or reverse anything, and Arabic and Hebrew text uses them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** PostgreSQL text cannot hold U+0000: left in, it fails the statement (a 500), so it is refused. */
const NUL = '\u0000';

export const NUL_MESSAGE = 'The text contains a NUL character (U+0000), which is not allowed';

/** A string as it is kept: without bidirectional override, embedding and isolate characters. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Paths (as in a validation detail) of every string that holds a NUL, keys included. */
function findNuls(value: unknown, path: PropertyKey[], found: PropertyKey[][]): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
  } else if (ArrayBuffer.isView(value)) {
    // Raw bytes (an uploaded image) are no text: a zero byte there is data.
    return;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findNuls(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push([...path, key]);
      findNuls(item, [...path, key], found);
    }
  }
}

/** A copy of the input with every string (and key) stripped of bidirectional controls. */
function stripBidi(value: unknown): unknown {
  if (typeof value === 'string') return withoutBidiControls(value);
  if (ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map(stripBidi);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutBidiControls(key), stripBidi(item)]),
    );
  }
  return value;
}

/** Fails with one issue per NUL, at its path; passes anything else through untouched. */
const ZNulFree = z.unknown().superRefine((value, ctx) => {
  const found: PropertyKey[][] = [];
  findNuls(value, [], found);
  for (const path of found) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE, input: undefined });
});

/**
 * The validator of every route's body, query string, path parameters and headers: a NUL anywhere is a
 * 400 VALIDATION naming where, and bidirectional controls are removed before the route's own zod
 * schema sees the text (so a title of only "\u202E" still fails its minimum length). Being the
 * compiler rather than a per-schema primitive, no future route can forget it; being validation,
 * refused requests still pass the routes' rate limits first (DESIGN.md §4).
 */
export const textSafeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const refuseNuls = validatorCompiler({ ...route, schema: ZNulFree });
  // Header names and values are the transport's, not user text; only the NUL check applies there.
  const strip = route.httpPart !== 'headers';
  return (data: unknown) => {
    const checked = refuseNuls(data);
    if (checked && typeof checked === 'object' && 'error' in checked && checked.error) return checked;
    return validate(strip ? stripBidi(data) : data);
  };
};
