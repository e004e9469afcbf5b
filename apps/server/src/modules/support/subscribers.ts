import type { AppContext } from '../../context.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { supportAnswerMail } from '../../mail/support-answer-mail.ts';
import { answerLanguage } from './presenter.ts';

/** The answer is recorded first; the mail follows it, and a failure is logged, never undoing it. */
export function subscribeSupport(events: DomainEvents, ctx: Pick<AppContext, 'mailer'>): void {
  events.on('support.answered', async ({ request: answered }) => {
    const { request: row } = answered;
    await ctx.mailer.send(
      supportAnswerMail({
        email: row.email,
        displayName: answered.sender?.displayName ?? null,
        language: answerLanguage(answered),
        subject: row.subject,
        message: row.message,
        createdAt: row.createdAt,
        answer: row.answer ?? '',
      }),
    );
  });
}
