import type { TCompanyRole, TCompanySize } from '@debut/contract/companies';
import type { TranslationKey } from '../../../shared/i18n/translation-key.ts';

// Written out so the catalogue test sees every key.
export const SIZE_LABELS: Record<TCompanySize, TranslationKey> = {
  '1-10': 'companies.sizes.tiny',
  '11-50': 'companies.sizes.small',
  '51-200': 'companies.sizes.medium',
  '201-1000': 'companies.sizes.large',
  '1000+': 'companies.sizes.huge',
};

export const ROLE_LABELS: Record<TCompanyRole, TranslationKey> = {
  owner: 'companies.roles.owner',
  recruiter: 'companies.roles.recruiter',
};
