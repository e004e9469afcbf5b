import type { MailMessage } from '../platform/mail.ts';
import { composeMail, type MailRecipient } from './compose-mail.ts';
import { mailT } from './translate.ts';

interface MailJob {
  title: string;
  number: number;
}

/**
 * Blocking mails come from a no-reply address: the way to object is the site's contact form, whose
 * address (`<PUBLIC_URL>/contact`) the mail names.
 */
export function jobBlockedMail(
  to: MailRecipient,
  job: MailJob,
  reason: string,
  contactUrl: string,
): MailMessage {
  const t = mailT(to.language);
  return composeMail(to, t('jobBlocked.subject'), [
    t('jobBlocked.body', { title: job.title, number: job.number }),
    '',
    t('reason', { reason }),
    '',
    t('appeal', { url: contactUrl }),
  ]);
}

export function jobUnblockedMail(to: MailRecipient, job: MailJob): MailMessage {
  const t = mailT(to.language);
  return composeMail(to, t('jobUnblocked.subject'), [
    t('jobUnblocked.body', { title: job.title, number: job.number }),
  ]);
}

export function accountBlockedMail(to: MailRecipient, reason: string, contactUrl: string): MailMessage {
  const t = mailT(to.language);
  return composeMail(to, t('accountBlocked.subject'), [
    t('accountBlocked.body'),
    '',
    t('reason', { reason }),
    '',
    t('appeal', { url: contactUrl }),
  ]);
}
