import { EMAIL_VERIFICATION_TTL_HOURS } from '@debut/contract/constants';
import type { MailMessage } from '../platform/mail.ts';
import { composeMail } from './compose-mail.ts';
import { mailT } from './translate.ts';

/** The confirmation link mailed at registration and on a resend, in the account's language. */
export function verifyEmailMail(input: {
  to: string;
  displayName: string;
  language: string | null;
  link: string;
}): MailMessage {
  const t = mailT(input.language);
  return composeMail(
    { email: input.to, displayName: input.displayName, language: input.language },
    t('verifyEmail.subject'),
    [t('verifyEmail.body', { count: EMAIL_VERIFICATION_TTL_HOURS }), input.link, '', t('verifyEmail.ignore')],
  );
}
