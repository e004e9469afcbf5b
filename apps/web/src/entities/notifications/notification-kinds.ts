import { NOTIFICATION_KINDS, type TNotificationKind } from '@debut/contract/notifications';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

/** The kinds of mail a person can switch off, in the order the settings show them. */
export { NOTIFICATION_KINDS };

/** Each kind's name and one-line explanation, written out so the catalogue test sees every key. */
export const NOTIFICATION_KIND_TEXTS: Record<
  TNotificationKind,
  { label: TranslationKey; hint: TranslationKey }
> = {
  applicationReceived: {
    label: 'mailSettings.kinds.applicationReceived.label',
    hint: 'mailSettings.kinds.applicationReceived.hint',
  },
  applicationStatus: {
    label: 'mailSettings.kinds.applicationStatus.label',
    hint: 'mailSettings.kinds.applicationStatus.hint',
  },
  messageUnread: {
    label: 'mailSettings.kinds.messageUnread.label',
    hint: 'mailSettings.kinds.messageUnread.hint',
  },
  answerDue: {
    label: 'mailSettings.kinds.answerDue.label',
    hint: 'mailSettings.kinds.answerDue.hint',
  },
  alertDigests: {
    label: 'mailSettings.kinds.alertDigests.label',
    hint: 'mailSettings.kinds.alertDigests.hint',
  },
};
