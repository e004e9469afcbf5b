import type { MailMessage } from '../platform/mail.ts';
import type { MailRecipient } from './moderation-mail.ts';
import { mailT } from './translate.ts';

/** The reminder that a listing closes in `days` days, on its end date in the recipient's language. */
export function expiryReminderMail(
  to: MailRecipient,
  job: { title: string; number: number; expiresAt: Date },
  days: number,
): MailMessage {
  const t = mailT(to.language);
  const date = new Intl.DateTimeFormat(to.language ?? 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    job.expiresAt,
  );
  return {
    to: to.email,
    subject: t('expiryReminder.subject'),
    text: [
      t('greeting', { name: to.displayName }),
      '',
      t('expiryReminder.body', { count: days, title: job.title, number: job.number, date }),
      '',
      t('signature'),
    ].join('\n'),
  };
}
