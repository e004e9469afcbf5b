import { z } from 'zod';
import { ZJobSummary } from './applications.ts';
import { ZId } from './users.ts';

/** A person keeps at most this many favourites; one more answers 409. */
export const FAVORITES_MAX = 500;

export const ZFavoriteIds = z.object({ ids: z.array(z.string()) });
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;

/**
 * One favourite as the favourites screen shows it. `job` is null when the job was deleted or blocked;
 * a closed job keeps its summary so the person sees what is no longer available.
 */
export const ZFavoriteItem = z.object({
  jobId: z.string(),
  available: z.boolean(),
  job: ZJobSummary.nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(ZFavoriteItem, { id: 'FavoriteItem' });
export type TFavoriteItem = z.infer<typeof ZFavoriteItem>;

/** `GET /favorites`: the ids (oldest first, as local storage keeps them) and what each one is now. */
export const ZFavoritesResponse = ZFavoriteIds.extend({ items: z.array(ZFavoriteItem) });
export type TFavoritesResponse = z.infer<typeof ZFavoritesResponse>;

export const ZFavoriteParams = z.object({ jobId: ZId });
