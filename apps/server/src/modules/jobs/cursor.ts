import { z } from 'zod';
import { validationError } from '../../platform/errors.ts';

/** Which ordering a page follows; a cursor only continues the ordering that made it. */
export type SearchOrder = 'date' | 'rank' | 'distance';

const ZCursor = z.object({
  o: z.enum(['date', 'rank', 'distance']),
  v: z.union([z.number(), z.string()]),
  id: z.uuid(),
});
export type Cursor = z.infer<typeof ZCursor>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string, order: SearchOrder): Cursor {
  let parsed: Cursor;
  try {
    parsed = ZCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw validationError('cursor', 'invalid_cursor', 'The cursor is not valid: start again without it');
  }
  const valueOk =
    order === 'date'
      ? typeof parsed.v === 'string' && !Number.isNaN(Date.parse(parsed.v))
      : typeof parsed.v === 'number';
  if (parsed.o !== order || !valueOk) {
    throw validationError(
      'cursor',
      'invalid_cursor',
      'The cursor belongs to another search: start again without it',
    );
  }
  return parsed;
}
