import { STORAGE_KEYS } from '@debut/contract/constants';
import { readItem, removeItem, writeItem } from '../../shared/storage/local-storage.ts';

/** The company last chosen in the job form ('' for none), so the next new job starts with it. */
export const lastCompany = {
  get: (): string => readItem(STORAGE_KEYS.lastCompanyId) ?? '',
  set: (companyId: string): void =>
    companyId ? writeItem(STORAGE_KEYS.lastCompanyId, companyId) : removeItem(STORAGE_KEYS.lastCompanyId),
};
