import type { MailMessage } from '../platform/mail.ts';
import { mailLanguage, mailT } from './translate.ts';

export interface MailRecipient {
  email: string;
  /** Null for an address not yet confirmed: whoever registered it chose the name (issue 27, item 6). */
  displayName: string | null;
  language: string | null;
}

/** Every mail's frame in the recipient's language: the greeting, the lines, the signature. */
export function composeMail(to: MailRecipient, subject: string, lines: string[]): MailMessage {
  const t = mailT(to.language);
  return {
    to: to.email,
    subject,
    headers: { 'Content-Language': mailLanguage(to.language) },
    text: [
      to.displayName === null ? t('greetingAnonymous') : t('greeting', { name: to.displayName }),
      '',
      ...lines,
      '',
      t('signature'),
    ].join('\n'),
  };
}
