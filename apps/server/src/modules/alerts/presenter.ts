import type { TAlert } from '@debut/contract/alerts';
import type { AlertRow } from '../../db/schema.ts';

export function presentAlert(row: AlertRow, newCount: number, lastMatchedAt: Date | string | null): TAlert {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    paused: row.paused,
    newCount,
    // A raw subquery's timestamp arrives as text from one driver and a Date from the other.
    lastMatchedAt: lastMatchedAt === null ? null : new Date(lastMatchedAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
