import type { TLanguage } from '@debut/contract/constants';
import type { PublicJob } from '../queries.ts';
import { professionName } from '../profession-name.ts';
import { formatDate, formatSalary, mapLink } from './format.ts';
import { escapeHtml, paragraphs, scriptJson } from './html.ts';
import { jobPosting } from './job-posting.ts';
import { renderPage } from './layout.ts';
import { jobList } from './job-list.ts';
import type { PageContext } from './page-context.ts';

export const vacancyPath = (number: number) => `/vacancies/${number}`;

/** Where Apply and Save lead: sign-in (with a way to register) that returns to the job in the app. */
export const signInThenReturn = (jobId: string, intent: 'apply' | 'save') =>
  `/login?next=${encodeURIComponent(`/jobs/${jobId}?${intent}=1`)}`;

const SHARE_IMAGE = '/og-vacancy.jpg';

function socialTags(input: {
  title: string;
  description: string;
  url: string;
  publicUrl: string;
  language: TLanguage;
  imageAlt: string;
}): string {
  const image = `${input.publicUrl}${SHARE_IMAGE}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Debut'],
    ['property', 'og:title', input.title],
    ['property', 'og:description', input.description],
    ['property', 'og:url', input.url],
    ['property', 'og:locale', input.language],
    ['property', 'og:image', image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', input.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', input.title],
    ['name', 'twitter:description', input.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', input.imageAlt],
  ];
  return tags
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`)
    .join('\n');
}

/** One line about the job for link previews: company, pay and place, then the start of the text. */
function summary(job: PublicJob, context: PageContext): string {
  const salary = formatSalary(job, context.language, context.t);
  const head = [job.companyName, salary, job.address].filter(Boolean).join(' · ');
  const text = job.description.replace(/\s+/g, ' ').trim();
  const room = Math.max(40, 200 - head.length);
  return `${head}. ${text.length > room ? `${text.slice(0, room - 1).trimEnd()}…` : text}`;
}

function detailRows(job: PublicJob, context: PageContext): string {
  const { t, language } = context;
  const rows: [string, string][] = [
    [
      t('job.place'),
      `<span dir="auto">${escapeHtml(job.address)}</span> · <a href="${escapeHtml(mapLink(job))}" rel="noopener">${escapeHtml(t('job.showOnMap'))}</a>`,
    ],
    [t('job.profession'), escapeHtml(professionName(job.category, language, job.categoryOther))],
    [t('job.schedule'), escapeHtml(t(`schedule.${job.schedule}`))],
    [t('job.employment'), escapeHtml(t(`employmentType.${job.employmentType}`))],
  ];
  const workload = [
    job.daysPerWeek ? t('job.daysPerWeek', { count: job.daysPerWeek }) : null,
    job.hoursPerDay ? t('job.hoursPerDay', { count: job.hoursPerDay }) : null,
  ].filter((part): part is string => part !== null);
  if (workload.length > 0) rows.push([t('job.workingTime'), escapeHtml(workload.join(', '))]);
  if (job.publishedAt) {
    rows.push([
      t('job.published'),
      `<time datetime="${job.publishedAt.toISOString()}">${escapeHtml(formatDate(job.publishedAt, language))}</time>`,
    ]);
  }
  if (job.expiresAt) {
    rows.push([
      t('job.openUntil'),
      `<time datetime="${job.expiresAt.toISOString()}">${escapeHtml(formatDate(job.expiresAt, language))}</time>`,
    ]);
  }
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

/** The job-check helper, as a plain form: it works without JavaScript (GET /vacancies/check). */
export function checkPanel(context: PageContext, open = false, value = ''): string {
  const { t } = context;
  return `<details class="card"${open ? ' open' : ''}><summary><strong>${escapeHtml(t('check.title'))}</strong></summary>
<p class="muted">${escapeHtml(t('check.description'))}</p>
<form class="check" method="get" action="/vacancies/check"><input type="hidden" name="lng" value="${context.language}"><label>${escapeHtml(t('check.label'))}<input name="number" inputmode="numeric" autocomplete="off" value="${escapeHtml(value)}"></label><button type="submit">${escapeHtml(t('check.submit'))}</button></form></details>`;
}

/** A live vacancy: the whole job, its JobPosting data and its share tags. */
export function renderVacancyPage(job: PublicJob, context: PageContext, country: string | null): string {
  const { t } = context;
  const url = `${context.publicUrl}${vacancyPath(job.number)}`;
  const salary = formatSalary(job, context.language, t);
  const title = `${job.title} — ${job.companyName} — Debut`;
  const description = summary(job, context);
  const head = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    socialTags({
      title: job.title,
      description,
      url,
      publicUrl: context.publicUrl,
      language: context.language,
      imageAlt: t('meta.imageAlt'),
    }),
    `<script type="application/ld+json">${scriptJson(jobPosting(job, url, country))}</script>`,
  ].join('\n');
  const requirements = job.requirements
    ? paragraphs(job.requirements)
    : `<p>${escapeHtml(t('job.noSpecialRequirements'))}</p>`;
  const body = `<article class="card">
<p class="muted">${escapeHtml(t('job.number', { number: job.number }))}</p>
<h1 dir="auto">${escapeHtml(job.title)}</h1>
<p class="company"><span dir="auto">${escapeHtml(job.companyName)}</span>${job.ownerEmailVerifiedAt ? `<span class="badge ok">${escapeHtml(t('job.emailConfirmed'))}</span>` : ''}</p>
<p class="salary">${escapeHtml(salary ?? t('job.salaryNotGiven'))}</p>
${detailRows(job, context)}
<section aria-label="${escapeHtml(t('actions.label'))}"><div class="actions"><a class="button primary" href="${escapeHtml(signInThenReturn(job.id, 'apply'))}">${escapeHtml(t('actions.apply'))}</a><a class="button secondary" href="${escapeHtml(signInThenReturn(job.id, 'save'))}">${escapeHtml(t('actions.save'))}</a></div><p class="muted">${escapeHtml(t('actions.hint'))}</p></section>
<h2>${escapeHtml(t('job.description'))}</h2>
${paragraphs(job.description)}
<h2>${escapeHtml(t('job.requirements'))}</h2>
${requirements}
${job.benefits ? `<h2>${escapeHtml(t('job.benefits'))}</h2>${paragraphs(job.benefits)}` : ''}
</article>
${checkPanel(context)}`;
  return renderPage({ ...context, title, head, body, path: vacancyPath(job.number) });
}

/** A closed or expired vacancy (410): not for indexing, and where to look instead. */
export function renderGonePage(job: PublicJob, similar: PublicJob[], context: PageContext): string {
  const { t } = context;
  const body = `<section class="card">
<h1>${escapeHtml(t('gone.title'))}</h1>
<p dir="auto">${escapeHtml(t('gone.body', { title: job.title }))}</p>
<h2>${escapeHtml(t('gone.similar'))}</h2>
${similar.length > 0 ? jobList(similar, context) : `<p>${escapeHtml(t('gone.none'))}</p>`}
<p><a href="/vacancies">${escapeHtml(t('list.seeAll'))}</a></p>
</section>`;
  return renderPage({
    ...context,
    title: `${t('gone.title')} — Debut`,
    head: '<meta name="robots" content="noindex">',
    body,
    path: vacancyPath(job.number),
  });
}

/** No such public vacancy (404): a draft, a blocked or held job, or a number nobody has. */
export function renderAbsentPage(context: PageContext, path: string): string {
  const { t } = context;
  const body = `<section class="card">
<h1>${escapeHtml(t('absent.title'))}</h1>
<p>${escapeHtml(t('absent.body'))}</p>
<p><a href="/vacancies">${escapeHtml(t('list.seeAll'))}</a></p>
</section>
${checkPanel(context)}`;
  return renderPage({
    ...context,
    title: `${t('absent.title')} — Debut`,
    head: '<meta name="robots" content="noindex">',
    body,
    path,
  });
}

export type CheckOutcome =
  | { kind: 'empty' }
  | { kind: 'found'; job: { number: number; title: string } }
  | { kind: 'notPublished' }
  | { kind: 'notFound' };

/** The job-check helper's answer, as a page (the form posts here without JavaScript). */
export function renderCheckPage(outcome: CheckOutcome, value: string, context: PageContext): string {
  const { t } = context;
  const message =
    outcome.kind === 'found'
      ? `${escapeHtml(t('check.found', { title: outcome.job.title }))} <a href="${vacancyPath(outcome.job.number)}">${escapeHtml(t('check.open'))}</a>`
      : escapeHtml(t(`check.${outcome.kind}`));
  const body = `${checkPanel(context, true, value)}<p class="notice" role="status">${message}</p>`;
  return renderPage({
    ...context,
    title: `${t('check.title')} — Debut`,
    head: '<meta name="robots" content="noindex">',
    body,
    path: '/vacancies/check',
  });
}
