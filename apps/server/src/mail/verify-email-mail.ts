import { EMAIL_VERIFICATION_TTL_HOURS } from '@debut/contract/constants';
import type { MailMessage } from '../platform/mail.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/** The confirmation link mailed at registration and on a resend, in the account's language. */
export function verifyEmailMail(input: LinkMailInput): MailMessage {
  return linkMail(
    { subject: 'verifyEmail.subject', body: 'verifyEmail.body', ignore: 'verifyEmail.ignore' },
    EMAIL_VERIFICATION_TTL_HOURS,
    input,
  );
}
