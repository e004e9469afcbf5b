import { RESET_TOKEN_TTL_MINUTES } from '@debut/contract/constants';
import type { MailMessage } from '../platform/mail.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/** The password-reset link, in the account's language. */
export function resetPasswordMail(input: LinkMailInput): MailMessage {
  return linkMail(
    { subject: 'resetPassword.subject', body: 'resetPassword.body', ignore: 'resetPassword.ignore' },
    RESET_TOKEN_TTL_MINUTES,
    input,
  );
}
