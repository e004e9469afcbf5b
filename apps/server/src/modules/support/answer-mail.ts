import type { SupportView } from '../../domain-events.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { supportAnswerMail } from '../../mail/support-answer-mail.ts';
import { answerLanguage } from './presenter.ts';

/** The mail that carries an admin's answer, in the language the request was written in. */
export function supportAnswerMailOf(answered: SupportView): MailMessage {
  const { request: row } = answered;
  return supportAnswerMail({
    email: row.email,
    displayName: answered.sender?.displayName ?? null,
    language: answerLanguage(answered),
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt,
    answer: row.answer ?? '',
  });
}
