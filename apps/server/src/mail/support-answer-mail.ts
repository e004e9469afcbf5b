import { dateTimeFormat } from '@debut/contract/intl-formats';
import type { MailMessage } from '../platform/mail.ts';
import { composeMail } from './compose-mail.ts';
import { mailT } from './translate.ts';

interface AnsweredRequest {
  email: string;
  /** The sender's display name when they wrote signed in; else the mail greets the address. */
  displayName: string | null;
  language: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  answer: string;
}

const quote = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);

/** An admin's answer to a contact-form request, in the sender's language, with their words quoted. */
export function supportAnswerMail(request: AnsweredRequest): MailMessage {
  const t = mailT(request.language);
  const date = dateTimeFormat(request.language ?? 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    request.createdAt,
  );
  return composeMail(
    { email: request.email, displayName: request.displayName ?? request.email, language: request.language },
    t('supportAnswer.subject', { subject: request.subject }),
    [
      t('supportAnswer.intro', { date }),
      ...quote(request.message),
      '',
      t('supportAnswer.answer'),
      '',
      request.answer,
    ],
  );
}
