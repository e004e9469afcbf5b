import { RESET_TOKEN_TTL_MINUTES } from '@debut/contract/constants';
import type { MailMessage } from '../platform/mail.ts';
import { composeMail } from './compose-mail.ts';
import { mailT } from './translate.ts';

export function resetPasswordMail(input: {
  to: string;
  displayName: string;
  language: string | null;
  link: string;
}): MailMessage {
  const t = mailT(input.language);
  return composeMail(
    { email: input.to, displayName: input.displayName, language: input.language },
    t('resetPassword.subject'),
    [t('resetPassword.body', { count: RESET_TOKEN_TTL_MINUTES }), input.link, '', t('resetPassword.ignore')],
  );
}
