import { numberFormat } from '@debut/contract/intl-formats';
import { formatMoney } from '@debut/contract/money';
import type { MailMessage } from '../platform/mail.ts';
import { unsubscribeHeaders, type UnsubscribeLinks } from '../platform/unsubscribe-links.ts';
import { composeMail, type MailRecipient } from './compose-mail.ts';
import { mailT } from './translate.ts';

export interface DigestJob {
  title: string;
  companyName: string;
  salary: number | null;
  salaryCurrency: string;
  address: string;
  distanceKm: number | null;
  url: string;
}

export interface DigestLinks extends UnsubscribeLinks {
  /** The alert's matches on Debut. */
  alert: string;
  /** All the person's alerts. */
  manage: string;
}

/**
 * One mail for what an alert matched since its last: at most `jobs.length` jobs listed, each with its
 * company, pay, place and distance, then "and N more", then the links to manage and to unsubscribe.
 */
export function alertDigestMail(
  to: MailRecipient,
  alert: { name: string },
  jobs: DigestJob[],
  total: number,
  links: DigestLinks,
): MailMessage {
  const t = mailT(to.language);
  const language = to.language ?? 'en';
  const lines: string[] = [t('alertDigest.intro', { count: total, name: alert.name }), ''];
  for (const job of jobs) {
    const details = [
      job.salary === null
        ? t('alertDigest.noSalary')
        : t('alertDigest.salary', { salary: formatMoney(language, job.salary, job.salaryCurrency) }),
      job.address,
      ...(job.distanceKm === null
        ? []
        : [t('alertDigest.distance', { distance: numberFormat(language).format(job.distanceKm) })]),
    ];
    lines.push(`• ${job.title} — ${job.companyName}`, `  ${details.join(' · ')}`, `  ${job.url}`, '');
  }
  const more = total - jobs.length;
  if (more > 0) lines.push(t('alertDigest.more', { count: more, link: links.alert }), '');
  lines.push(
    t('alertDigest.manage', { link: links.manage }),
    t('alertDigest.unsubscribe', { link: links.unsubscribe }),
  );
  const message = composeMail(to, t('alertDigest.subject', { count: total, name: alert.name }), lines);
  return { ...message, headers: { ...message.headers, ...unsubscribeHeaders(links) } };
}
