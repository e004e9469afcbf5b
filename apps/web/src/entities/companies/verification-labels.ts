import type { TCompanyVerification } from '@debut/contract/companies';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

export type CompanyVerification = TCompanyVerification;

// Written out so the catalogue test sees every key.
export const VERIFICATION_LABELS: Record<CompanyVerification, TranslationKey> = {
  none: 'companies.verification.levels.none',
  email: 'companies.verification.levels.email',
  domain: 'companies.verification.levels.domain',
  documents: 'companies.verification.levels.documents',
};

export const VERIFICATION_EXPLANATIONS: Record<CompanyVerification, TranslationKey> = {
  none: 'companies.verification.explain.none',
  email: 'companies.verification.explain.email',
  domain: 'companies.verification.explain.domain',
  documents: 'companies.verification.explain.documents',
};
