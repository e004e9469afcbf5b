import { STORAGE_KEYS } from '@debut/contract/constants';
import { readItem, removeItem, writeItem } from './local-storage.ts';

/** The bearer token, kept under the `token` key (SPEC.md §3). */
export const tokenStorage = {
  get: (): string | null => readItem(STORAGE_KEYS.token),
  set: (token: string): void => writeItem(STORAGE_KEYS.token, token),
  remove: (): void => removeItem(STORAGE_KEYS.token),
};
