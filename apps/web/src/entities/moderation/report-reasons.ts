import type { TReportReason } from '@debut/contract/moderation';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

/** What each report reason is called; the report dialog and the moderators' list say the same. */
// Written out so the catalogue test sees every key.
export const REPORT_REASON_LABELS: Record<TReportReason, TranslationKey> = {
  money: 'report.reasons.money',
  misleading: 'report.reasons.misleading',
  discriminatory: 'report.reasons.discriminatory',
  duplicate: 'report.reasons.duplicate',
  other: 'report.reasons.other',
};
