import type { MailMessage } from '../platform/mail.ts';
import { unsubscribeHeaders, type UnsubscribeLinks } from '../platform/unsubscribe-links.ts';
import { composeMail, type MailRecipient } from './compose-mail.ts';
import { mailT } from './translate.ts';

// The mails of DESIGN.md §14.0's table: each can be switched off, so each ends with its kind's one-click
// unsubscribe link and carries RFC 8058's headers.

interface MailJob {
  title: string;
  number: number;
}

function switchable(
  to: MailRecipient,
  subject: string,
  lines: string[],
  links: UnsubscribeLinks,
): MailMessage {
  const t = mailT(to.language);
  const message = composeMail(to, subject, [...lines, '', t('unsubscribeKind', { link: links.unsubscribe })]);
  return { ...message, headers: { ...message.headers, ...unsubscribeHeaders(links) } };
}

/** To the job's team: applications that wait for them, counted when the mail leaves. */
export function applicationsReceivedMail(
  to: MailRecipient,
  job: MailJob,
  count: number,
  link: string,
  links: UnsubscribeLinks,
): MailMessage {
  const t = mailT(to.language);
  return switchable(
    to,
    t('applicationReceived.subject', { title: job.title, count }),
    [t('applicationReceived.body', { title: job.title, number: job.number, count }), link],
    links,
  );
}

// Written out, so that the catalogue test sees every key in use.
const STATUS_TEXTS = {
  shortlisted: ['applicationMoved.shortlisted.subject', 'applicationMoved.shortlisted.body'],
  invited: ['applicationStatus.invited.subject', 'applicationStatus.invited.body'],
  offer: ['applicationMoved.offer.subject', 'applicationMoved.offer.body'],
  hired: ['applicationMoved.hired.subject', 'applicationMoved.hired.body'],
  rejected: ['applicationStatus.rejected.subject', 'applicationStatus.rejected.body'],
} as const;
export type MailedStatus = keyof typeof STATUS_TEXTS;

/** To the applicant: where the job's team moved their application, with the team's message if any. */
export function applicationStatusMail(
  to: MailRecipient,
  job: MailJob & { companyName: string },
  status: MailedStatus,
  message: string | null,
  link: string,
  links: UnsubscribeLinks,
): MailMessage {
  const t = mailT(to.language);
  const values = { title: job.title, company: job.companyName };
  const [subject, body] = STATUS_TEXTS[status];
  const said = message ? ['', t('applicationMoved.message'), message, ''] : [];
  return switchable(to, t(subject, values), [t(body, values), ...said, link], links);
}

/** A job the expiry mail suggests instead. */
export interface SimilarJob {
  title: string;
  companyName: string;
  link: string;
}

/**
 * To the applicant, in their language: the employer did not answer in time, the application is
 * closed, and here are similar jobs from the search (DESIGN.md §14.2).
 */
export function applicationExpiredMail(
  to: MailRecipient,
  job: MailJob & { companyName: string },
  similar: readonly SimilarJob[],
  searchLink: string,
  links: UnsubscribeLinks,
): MailMessage {
  const t = mailT(to.language);
  const values = { title: job.title, company: job.companyName };
  const suggestions = similar.length
    ? [
        '',
        t('applicationExpired.similar'),
        ...similar.map((s) => `• ${s.title} — ${s.companyName}: ${s.link}`),
      ]
    : [];
  return switchable(
    to,
    t('applicationExpired.subject', values),
    [t('applicationExpired.body', values), ...suggestions, '', t('applicationExpired.search'), searchLink],
    links,
  );
}

/** To either side of a chat: a message still unread a quarter of an hour after it was sent. */
export function messageUnreadMail(
  to: MailRecipient,
  job: MailJob,
  sender: string,
  link: string,
  links: UnsubscribeLinks,
): MailMessage {
  const t = mailT(to.language);
  return switchable(
    to,
    t('messageUnread.subject', { title: job.title }),
    [t('messageUnread.body', { title: job.title, name: sender }), link],
    links,
  );
}

/** To the job's team: applications whose promised answer falls due in two days (DESIGN.md §14.2). */
export function answerDueMail(
  to: MailRecipient,
  job: MailJob,
  count: number,
  dueOn: string,
  link: string,
  links: UnsubscribeLinks,
): MailMessage {
  const t = mailT(to.language);
  return switchable(
    to,
    t('answerDue.subject', { title: job.title }),
    [t('answerDue.body', { title: job.title, number: job.number, count, date: dueOn }), link],
    links,
  );
}
