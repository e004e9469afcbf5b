import type { AppContext } from '../../context.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { accountBlockedMail, jobBlockedMail, jobUnblockedMail } from '../../mail/moderation-mail.ts';

/** The mails that tell an owner what moderation did; sent after the action has committed. */
/** Where a blocked person objects: the mails come from a no-reply address. */
const contactUrl = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.publicUrl.replace(/\/$/, '')}/contact`;

export function subscribeModeration(events: DomainEvents, ctx: Pick<AppContext, 'mailer' | 'config'>): void {
  events.on('job.blocked', ({ owner, job, reason }) =>
    ctx.mailer.send(jobBlockedMail(owner, job, reason, contactUrl(ctx))),
  );
  events.on('job.unblocked', ({ owner, job }) => ctx.mailer.send(jobUnblockedMail(owner, job)));
  events.on('account.blocked', ({ user, reason }) =>
    ctx.mailer.send(accountBlockedMail(user, reason, contactUrl(ctx))),
  );
}
