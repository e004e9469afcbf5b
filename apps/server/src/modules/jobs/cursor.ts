import { z } from 'zod';
import { ZInstant } from '@debut/contract/primitives';
import { validationError } from '../../platform/errors.ts';

/** Which ordering a page follows; a cursor only continues the ordering that made it. */
export type SearchOrder = 'date' | 'rank' | 'distance';

/**
 * One schema per ordering, strict: the value goes into SQL as a timestamptz or a float8, so a value of
 * the wrong type, a date PostgreSQL cannot read, an infinite rank or a negative distance is refused
 * here (400) rather than by the database (500). JSON cannot hold NaN, but `1e999` parses as Infinity.
 */
const ZCursor = z.discriminatedUnion('o', [
  z.strictObject({
    o: z.literal('date'),
    v: ZInstant,
    id: z.uuid(),
  }),
  z.strictObject({ o: z.literal('rank'), v: z.number().finite(), id: z.uuid() }),
  z.strictObject({ o: z.literal('distance'), v: z.number().finite().min(0), id: z.uuid() }),
]);
export type Cursor = z.infer<typeof ZCursor>;

export function encodeCursor(cursor: { o: SearchOrder; v: string | number; id: string }): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string, order: SearchOrder): Cursor {
  let parsed: Cursor;
  try {
    parsed = ZCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw validationError('cursor', 'invalid_cursor', 'The cursor is not valid: start again without it');
  }
  if (parsed.o !== order) {
    throw validationError(
      'cursor',
      'invalid_cursor',
      'The cursor belongs to another search: start again without it',
    );
  }
  return parsed;
}
