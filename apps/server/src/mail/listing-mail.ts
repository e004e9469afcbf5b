import { FALLBACK_LANGUAGE } from '@debut/contract/constants';
import { dateTimeFormat } from '@debut/contract/intl-formats';
import type { MailMessage } from '../platform/mail.ts';
import { composeMail, type MailRecipient } from './compose-mail.ts';
import { mailT } from './translate.ts';

/** The reminder that a listing closes in `days` days, on its end date in the recipient's language. */
export function expiryReminderMail(
  to: MailRecipient,
  job: { title: string; number: number; expiresAt: Date },
  days: number,
): MailMessage {
  const t = mailT(to.language);
  const date = dateTimeFormat(to.language ?? FALLBACK_LANGUAGE, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(job.expiresAt);
  return composeMail(to, t('expiryReminder.subject'), [
    t('expiryReminder.body', { count: days, title: job.title, number: job.number, date }),
  ]);
}
