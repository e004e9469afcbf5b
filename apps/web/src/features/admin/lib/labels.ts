import type { TAuditAction } from '@debut/contract/moderation';
import type { TUser } from '@debut/contract/users';
import type { TranslationKey } from '../../../shared/i18n/translation-key.ts';

// Translation keys of the enum values, written out so the catalogue test can see every key.

export const AUDIT_ACTION_LABELS: Record<TAuditAction, TranslationKey> = {
  'job.block': 'moderation.audit.actions.jobBlock',
  'job.unblock': 'moderation.audit.actions.jobUnblock',
  'job.edit': 'moderation.audit.actions.jobEdit',
  'job.delete': 'moderation.audit.actions.jobDelete',
  'job.review': 'moderation.audit.actions.jobReview',
  'user.block': 'moderation.audit.actions.userBlock',
  'user.unblock': 'moderation.audit.actions.userUnblock',
  'user.grant_admin': 'moderation.audit.actions.userGrantAdmin',
  'user.revoke_admin': 'moderation.audit.actions.userRevokeAdmin',
  'support.answer': 'moderation.audit.actions.supportAnswer',
  'outbox.retry': 'moderation.audit.actions.outboxRetry',
  'company.verification': 'moderation.audit.actions.companyVerification',
};

/** The outbox topics the server has; another one is shown as the server names it. */
export const OUTBOX_TOPIC_LABELS: Partial<Record<string, TranslationKey>> = {
  mail: 'moderation.delivery.topics.mail',
  'alert.match': 'moderation.delivery.topics.alertMatch',
};

export const ROLE_LABELS: Record<TUser['role'], TranslationKey> = {
  user: 'moderation.users.roles.user',
  admin: 'moderation.users.roles.admin',
};
