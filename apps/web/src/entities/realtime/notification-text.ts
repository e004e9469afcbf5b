import type { TFunction } from 'i18next';
import type { TApplicationStatus } from '@debut/contract/applications';
import type { TNotificationEvent } from '@debut/contract/realtime';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

// Written out so the catalogue test sees every key.
const STATUS_NEWS: Record<TApplicationStatus, TranslationKey> = {
  sent: 'realtime.applicationSentToYou',
  viewed: 'realtime.applicationViewed',
  shortlisted: 'realtime.applicationShortlisted',
  invited: 'realtime.applicationInvited',
  offer: 'realtime.applicationOffer',
  hired: 'realtime.applicationHired',
  rejected: 'realtime.applicationRejected',
  expired: 'realtime.applicationExpired',
};

/** A notification in words, or null for those that only refresh a screen (a chat was read). */
export function notificationText(t: TFunction, event: TNotificationEvent): string | null {
  const title = event.job.title;
  switch (event.type) {
    case 'application.sent':
      return t('realtime.applicationSent', { name: event.applicant.displayName, title });
    case 'application.cancelled':
      return t('realtime.applicationCancelled', { name: event.applicant.displayName, title });
    case 'application.status':
      return t(STATUS_NEWS[event.status], { title });
    case 'chat.deleted':
      return t('realtime.chatDeleted', { title });
    case 'chat.read':
      return null;
    case 'job.blocked':
      return t('realtime.jobBlocked', { title, reason: event.reason });
    case 'job.unblocked':
      return t('realtime.jobUnblocked', { title });
    case 'job.expired':
      return t('realtime.jobExpired', { title });
    case 'alert.match':
      return t('realtime.alertMatch', { title });
    case 'payment.received':
      return t('realtime.paymentReceived', { title });
  }
}
