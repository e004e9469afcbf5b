import type { TFavoriteItem } from '@debut/contract/favorites';
import { presentJobSummary } from '../jobs/presenter.ts';
import { visibleTo, type FavoriteEntry } from './service.ts';

/** A favourite as its holder sees it: a blocked job says nothing about itself, a closed one keeps its summary. */
export function presentFavorite({ jobId, job, createdAt }: FavoriteEntry, viewerId: string): TFavoriteItem {
  const available = job !== null && visibleTo(viewerId, job);
  const shown = job !== null && (available || job.status === 'closed');
  return { jobId, available, job: shown ? presentJobSummary(job) : null, createdAt: createdAt.toISOString() };
}
