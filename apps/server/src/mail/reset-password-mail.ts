import { RESET_TOKEN_TTL_MINUTES } from '@debut/contract/constants';
import type { MailMessage } from '../platform/mail.ts';
import { mailT } from './translate.ts';

export function resetPasswordMail(input: {
  to: string;
  displayName: string;
  language: string | null;
  link: string;
}): MailMessage {
  const t = mailT(input.language);
  return {
    to: input.to,
    subject: t('resetPassword.subject'),
    text: [
      t('greeting', { name: input.displayName }),
      '',
      t('resetPassword.body', { count: RESET_TOKEN_TTL_MINUTES }),
      input.link,
      '',
      t('resetPassword.ignore'),
      '',
      t('signature'),
    ].join('\n'),
  };
}
