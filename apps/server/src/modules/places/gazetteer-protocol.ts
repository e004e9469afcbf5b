import type { TLanguage } from '@debut/contract/constants';
import type { TPlace } from '@debut/contract/places';

/** Where the worker finds its data; resolved by the main thread from the installed packages. */
export interface GazetteerWorkerData {
  citiesFile: string;
  admin1File: string;
  /** place-names.json: language-tagged names of regions and large cities (scripts/place-names.mjs). */
  namesFile: string;
}

export type GazetteerRequest =
  | { kind: 'search'; id: number; query: string; lang: TLanguage; limit: number }
  | { kind: 'nearest'; id: number; points: { lat: number; lng: number }[]; lang: TLanguage; maxKm: number };

export type GazetteerMessage =
  | { type: 'ready'; placeCount: number; nameCount: number; buildMs: number }
  | { type: 'result'; id: number; items: TPlace[] }
  | { type: 'nearest'; id: number; items: (TPlace | null)[] }
  | { type: 'failed'; id: number; message: string };
