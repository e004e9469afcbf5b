import { Column, is, SQL, Subquery } from 'drizzle-orm';

/** What a driver value becomes (a column, or an sql`` expression's decoder). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared select (node-postgres' and PGlite's alike) that map its rows. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** An sql`` expression's decoder: drizzle keeps it internal to its types. */
const decoderOfSql = (expression: unknown): Decoder => (expression as { decoder: Decoder }).decoder;

/** The decoder drizzle's mapResultRow picks for a selected field, in its order. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: unknown } })._.sql);
  return decoderOfSql((field as { sql: unknown }).sql);
}

/**
 * A prepared select whose rows are mapped as drizzle's mapResultRow maps them (each cell's decoder,
 * null kept null, the nested object its path names) with what mapResultRow asks per cell (the field's
 * kind, its decoder, its path) answered once per statement. A search's page maps 21 rows of 48 cells
 * on every request; drizzle's per-cell checks were ~10 % of the node's CPU per search (issue 30).
 *
 * Only for selects whose every table is non-nullable (no outer join): drizzle then never turns a
 * joined object into null, which this mapper does not do either. Any other statement is returned as
 * it is. The statement's test compares both mappings on real rows.
 */
export function withCompiledRows<T extends object>(prepared: T): T {
  const statement = prepared as PreparedSelect;
  const { fields, joinsNotNullableMap } = statement;
  if (!fields || statement.customResultMapper) return prepared;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull)) return prepared;
  const cells = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] ?? '',
    decoder: decoderOf(field),
  }));
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < cells.length; index += 1) {
      const cell = cells[index];
      if (!cell) continue;
      let node = result;
      for (const chunk of cell.parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[index];
      node[cell.key] = raw === null ? null : cell.decoder.mapFromDriverValue(raw);
    }
    return result;
  };
  statement.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
