import type { TLanguage } from '@debut/contract/constants';
import type { TResponseFigures } from '@debut/contract/jobs';
import type { PublicJob } from '../queries.ts';
import { professionName } from '../profession-name.ts';
import { html, joinHtml, jsonLdScript, type SafeHtml } from '../../../platform/html.ts';
import { formatDate, formatSalary, formatWeeks, mapLink, responseLine } from './format.ts';
import { jobPosting } from './job-posting.ts';
import { jobList } from './job-list.ts';
import { renderPage, verifiedBadge } from './layout.ts';
import { paragraphs } from './paragraphs.ts';
import type { PageContext } from './page-context.ts';

export const vacancyPath = (number: number) => `/vacancies/${number}`;

/** Where Apply and Save lead: sign-in (with a way to register) that returns to the job in the app. */
export const signInThenReturn = (jobId: string, intent: 'apply' | 'save') =>
  `/login?next=${encodeURIComponent(`/jobs/${jobId}?${intent}=1`)}`;

const SHARE_IMAGE = '/og-vacancy.jpg';
const NOINDEX = html`<meta name="robots" content="noindex">`;

function socialTags(input: {
  title: string;
  description: string;
  url: string;
  publicUrl: string;
  language: TLanguage;
  imageAlt: string;
}): SafeHtml {
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
  return joinHtml(
    tags.map(([attribute, name, content]) => html`<meta ${attribute}="${name}" content="${content}">`),
    html`\n`,
  );
}

/** One line about the job for link previews: company, pay and place, then the start of the text. */
function summary(job: PublicJob, context: PageContext): string {
  const salary = formatSalary(job, context.language, context.t);
  const head = [job.companyName, salary, job.address].filter(Boolean).join(' · ');
  const text = job.description.replace(/\s+/g, ' ').trim();
  const room = Math.max(40, 200 - head.length);
  return `${head}. ${text.length > room ? `${text.slice(0, room - 1).trimEnd()}…` : text}`;
}

/** An internship's facts as rows of the details (DESIGN.md §14.3); none for other jobs. */
function internshipRows(job: PublicJob, context: PageContext): [string, string][] {
  const facts = job.employmentType === 'internship' ? job.internship : null;
  if (!facts) return [];
  const { t, language } = context;
  const rows: [string, string][] = [];
  const pay = facts.paid ? t('job.internship.paid') : t('job.internship.unpaid');
  const stipend =
    facts.paid && facts.stipend !== null
      ? formatSalary({ ...job, salary: facts.stipend, salaryMax: null, monthlySalary: null }, language, t)
      : null;
  const extras = [
    facts.mentor ? t('job.internship.mentor') : null,
    facts.offerPossible ? t('job.internship.offerPossible') : null,
  ].filter((extra): extra is string => extra !== null);
  const head = stipend ? `${pay} (${t('job.internship.stipend')}: ${stipend})` : pay;
  rows.push([t('employmentType.internship'), [head, ...extras].join(' · ')]);
  if (facts.startDate) {
    rows.push([t('job.internship.start'), formatDate(new Date(`${facts.startDate}T00:00:00Z`), language)]);
  }
  if (facts.durationWeeks !== null) {
    rows.push([t('job.internship.duration'), formatWeeks(facts.durationWeeks, language)]);
  }
  return rows;
}

function detailRows(job: PublicJob, context: PageContext, written: TLanguage): SafeHtml {
  const { t, language } = context;
  const rows: [string, string | SafeHtml][] = [
    [
      t('job.place'),
      html`<span dir="auto" lang="${written}">${job.address}</span> · <a href="${mapLink(job)}" rel="noopener">${t('job.showOnMap')}</a>`,
    ],
    [t('job.profession'), professionName(job.category, language, job.categoryOther)],
    [t('job.schedule'), t(`schedule.${job.schedule}`)],
    [t('job.employment'), t(`employmentType.${job.employmentType}`)],
    [t('job.experience'), t(`experience.${job.experience}`)],
    ...internshipRows(job, context),
  ];
  const workload = [
    job.daysPerWeek ? t('job.daysPerWeek', { count: job.daysPerWeek }) : null,
    job.hoursPerDay ? t('job.hoursPerDay', { count: job.hoursPerDay }) : null,
  ].filter((part): part is string => part !== null);
  if (workload.length > 0) rows.push([t('job.workingTime'), workload.join(', ')]);
  if (job.publishedAt) {
    rows.push([
      t('job.published'),
      html`<time datetime="${job.publishedAt.toISOString()}">${formatDate(job.publishedAt, language)}</time>`,
    ]);
  }
  if (job.expiresAt) {
    rows.push([
      t('job.openUntil'),
      html`<time datetime="${job.expiresAt.toISOString()}">${formatDate(job.expiresAt, language)}</time>`,
    ]);
  }
  return html`<dl>${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`;
}

/** The job-check helper, as a plain form: it works without JavaScript (GET /vacancies/check). */
export function checkPanel(context: PageContext, open = false, value = ''): SafeHtml {
  const { t } = context;
  return html`<details class="card"${open ? html` open` : ''}><summary><strong>${t('check.title')}</strong></summary>
<p class="muted">${t('check.description')}</p>
<form class="check" method="get" action="/vacancies/check"><input type="hidden" name="lng" value="${context.language}"><label>${t('check.label')}<input name="number" inputmode="numeric" autocomplete="off" value="${value}"></label><button type="submit">${t('check.submit')}</button></form></details>`;
}

/**
 * A live vacancy: the whole job, its JobPosting data and its share tags. `written` is the language
 * the job is written in: its own words carry it as their lang (hyphenation, voice, translation
 * offers), whatever language the interface around them speaks.
 */
export function renderVacancyPage(
  job: PublicJob,
  context: PageContext,
  country: string | null,
  written: TLanguage = context.language,
  response: TResponseFigures | null = null,
): string {
  const { t } = context;
  const url = `${context.publicUrl}${vacancyPath(job.number)}`;
  const answers = responseLine(response, context.language, t);
  const salary = formatSalary(job, context.language, t);
  const title = `${job.title} — ${job.companyName} — Debut`;
  const description = summary(job, context);
  const head = joinHtml(
    [
      html`<meta name="description" content="${description}">`,
      html`<link rel="canonical" href="${url}">`,
      socialTags({
        title: job.title,
        description,
        url,
        publicUrl: context.publicUrl,
        language: context.language,
        imageAlt: t('meta.imageAlt'),
      }),
      jsonLdScript(jobPosting(job, url, country, context.publicUrl)),
    ],
    html`\n`,
  );
  const requirements = job.requirements
    ? paragraphs(job.requirements)
    : html`<p>${t('job.noSpecialRequirements')}</p>`;
  const body = html`<article class="card">
<p class="muted">${t('job.number', { number: job.number })}</p>
<h1 dir="auto" lang="${written}">${job.title}</h1>
<p class="company">${job.companySlug ? html`<a href="/companies/${encodeURIComponent(job.companySlug)}" dir="auto" lang="${written}">${job.companyName}</a>` : html`<span dir="auto" lang="${written}">${job.companyName}</span>`}${job.ownerEmailVerifiedAt ? verifiedBadge(t('job.emailConfirmed')) : ''}</p>
${answers ? html`<p class="response">${answers}</p>` : ''}
<p class="salary">${salary ?? t('job.salaryNotGiven')}</p>
${detailRows(job, context, written)}
<section aria-label="${t('actions.label')}"><div class="actions"><a class="button primary" href="${context.localPath(signInThenReturn(job.id, 'apply'))}">${t('actions.apply')}</a><a class="button secondary" href="${context.localPath(signInThenReturn(job.id, 'save'))}">${t('actions.save')}</a></div><p class="muted">${t('actions.hint')}</p></section>
<h2>${t('job.description')}</h2>
<div lang="${written}">${paragraphs(job.description)}</div>
<h2>${t('job.requirements')}</h2>
${job.requirements ? html`<div lang="${written}">${requirements}</div>` : requirements}
${job.employmentType === 'internship' && job.internship?.learn ? html`<h2>${t('job.internship.learn')}</h2><div lang="${written}">${paragraphs(job.internship.learn)}</div>` : ''}
${job.benefits ? html`<h2>${t('job.benefits')}</h2><div lang="${written}">${paragraphs(job.benefits)}</div>` : ''}
</article>
${checkPanel(context)}`;
  return renderPage({ ...context, title, head, body, path: vacancyPath(job.number) });
}

/** A closed or expired vacancy (410): not for indexing, and where to look instead. */
export function renderGonePage(job: PublicJob, similar: PublicJob[], context: PageContext): string {
  const { t } = context;
  const body = html`<section class="card">
<h1>${t('gone.title')}</h1>
<p dir="auto">${t('gone.body', { title: job.title })}</p>
<h2>${t('gone.similar')}</h2>
${similar.length > 0 ? jobList(similar, context) : html`<p>${t('gone.none')}</p>`}
<p><a href="${context.localPath('/vacancies')}">${t('list.seeAll')}</a></p>
</section>`;
  return renderPage({
    ...context,
    title: `${t('gone.title')} — Debut`,
    head: NOINDEX,
    body,
    path: vacancyPath(job.number),
  });
}

/** No such public vacancy (404): a draft, a blocked or held job, or a number nobody has. */
export function renderAbsentPage(context: PageContext, path: string): string {
  const { t } = context;
  const body = html`<section class="card">
<h1>${t('absent.title')}</h1>
<p>${t('absent.body')}</p>
<p><a href="${context.localPath('/vacancies')}">${t('list.seeAll')}</a></p>
</section>
${checkPanel(context)}`;
  return renderPage({
    ...context,
    title: `${t('absent.title')} — Debut`,
    head: NOINDEX,
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
      ? html`${t('check.found', { title: outcome.job.title })} <a href="${context.localPath(vacancyPath(outcome.job.number))}">${t('check.open')}</a>`
      : t(`check.${outcome.kind}`);
  const body = html`${checkPanel(context, true, value)}<p class="notice" role="status">${message}</p>`;
  return renderPage({
    ...context,
    title: `${t('check.title')} — Debut`,
    head: NOINDEX,
    body,
    path: '/vacancies/check',
  });
}
