import type { MailMessage } from '../platform/mail.ts';
import { mailT } from './translate.ts';

export interface MailRecipient {
  email: string;
  displayName: string;
  language: string | null;
}

interface MailJob {
  title: string;
  number: number;
}

function compose(to: MailRecipient, subject: string, lines: string[]): MailMessage {
  const t = mailT(to.language);
  return {
    to: to.email,
    subject,
    text: [t('greeting', { name: to.displayName }), '', ...lines, '', t('signature')].join('\n'),
  };
}

export function jobBlockedMail(to: MailRecipient, job: MailJob, reason: string): MailMessage {
  const t = mailT(to.language);
  return compose(to, t('jobBlocked.subject'), [
    t('jobBlocked.body', { title: job.title, number: job.number }),
    '',
    t('reason', { reason }),
    '',
    t('reply'),
  ]);
}

export function jobUnblockedMail(to: MailRecipient, job: MailJob): MailMessage {
  const t = mailT(to.language);
  return compose(to, t('jobUnblocked.subject'), [
    t('jobUnblocked.body', { title: job.title, number: job.number }),
  ]);
}

export function accountBlockedMail(to: MailRecipient, reason: string): MailMessage {
  const t = mailT(to.language);
  return compose(to, t('accountBlocked.subject'), [
    t('accountBlocked.body'),
    '',
    t('reason', { reason }),
    '',
    t('reply'),
  ]);
}
