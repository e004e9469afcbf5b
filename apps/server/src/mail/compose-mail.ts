import type { MailMessage } from '../platform/mail.ts';
import { mailT } from './translate.ts';

export interface MailRecipient {
  email: string;
  displayName: string;
  language: string | null;
}

/** Every mail's frame in the recipient's language: the greeting, the lines, the signature. */
export function composeMail(to: MailRecipient, subject: string, lines: string[]): MailMessage {
  const t = mailT(to.language);
  return {
    to: to.email,
    subject,
    text: [t('greeting', { name: to.displayName }), '', ...lines, '', t('signature')].join('\n'),
  };
}
