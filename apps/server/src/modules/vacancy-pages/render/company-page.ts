import type { TResponseFigures } from '@debut/contract/jobs';
import { html, joinHtml, jsonLdScript, type SafeHtml } from '../../../platform/html.ts';
import { companyPageUrl, logoUrlOf, verificationOf } from '../../companies/presenter.ts';
import type { ListedJob, PublicCompany } from '../queries.ts';
import { responseLine } from './format.ts';
import { jobList } from './job-list.ts';
import { renderPage, verifiedBadge } from './layout.ts';
import { paragraphs } from './paragraphs.ts';
import type { PageContext } from './page-context.ts';

export const companyPath = (slug: string) => `/companies/${encodeURIComponent(slug)}`;

/** schema.org Organization: what a search engine shows of the employer (DESIGN.md §14.1). */
export function organization(found: PublicCompany, publicUrl: string): Record<string, unknown> {
  const { company } = found;
  const logo = logoUrlOf(publicUrl, company.logoHash);
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: companyPageUrl(publicUrl, company.slug),
    ...(logo ? { logo } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.about ? { description: company.about } : {}),
    ...(company.industry ? { knowsAbout: company.industry } : {}),
    ...(company.city ? { address: { '@type': 'PostalAddress', addressLocality: company.city.name } } : {}),
  };
}

/** The badge of the highest verification that applies; none without any. */
function badge(found: PublicCompany, context: PageContext): SafeHtml | '' {
  const level = verificationOf(found.company, found.ownerEmailConfirmed);
  if (level === 'none') return '';
  const { t } = context;
  const text =
    level === 'email'
      ? t('job.emailConfirmed')
      : level === 'domain'
        ? t('company.verified.domain')
        : t('company.verified.documents');
  return verifiedBadge(text);
}

/**
 * A company's public page: logo, name and badge, how reliably it answers applications (§14.2, once
 * five fell due), about, its facts and every live vacancy.
 */
/** One page of a company's live vacancies: the newest, or those after a cursor. */
export interface CompanyJobsPage {
  jobs: ListedJob[];
  /** The address of the next page, or null on the last one. */
  next: string | null;
  /** True on a later page: the first one is linked back to, and the page is not indexed. */
  paged: boolean;
}

export function renderCompanyPage(
  found: PublicCompany,
  page: CompanyJobsPage,
  context: PageContext,
  response: TResponseFigures | null = null,
): string {
  const { jobs } = page;
  const { t } = context;
  const answers = responseLine(response, context.language, t);
  const { company } = found;
  const url = companyPageUrl(context.publicUrl, company.slug);
  const logo = logoUrlOf(context.publicUrl, company.logoHash);
  const title = `${t('company.title', { name: company.name })} — Debut`;
  const description = (company.about || t('company.title', { name: company.name }))
    .replace(/\s+/g, ' ')
    .slice(0, 200);
  const head = joinHtml(
    [
      html`<meta name="description" content="${description}">`,
      html`<link rel="canonical" href="${url}">`,
      html`<meta property="og:type" content="profile">`,
      html`<meta property="og:title" content="${company.name}">`,
      html`<meta property="og:url" content="${url}">`,
      ...(logo ? [html`<meta property="og:image" content="${logo}">`] : []),
      jsonLdScript(organization(found, context.publicUrl)),
      // Later pages are followed for their links, not listed themselves.
      page.paged && html`<meta name="robots" content="noindex, follow">`,
    ],
    html`\n`,
  );
  const facts: [string, SafeHtml | string][] = [];
  if (company.website) {
    facts.push([
      t('company.website'),
      html`<a href="${company.website}" rel="noopener nofollow ugc">${new URL(company.website).host}</a>`,
    ]);
  }
  if (company.industry)
    facts.push([t('company.industry'), html`<span dir="auto">${company.industry}</span>`]);
  if (company.size) facts.push([t('company.size'), t('company.sizeValue', { size: company.size })]);
  if (company.city) facts.push([t('company.city'), html`<span dir="auto">${company.city.name}</span>`]);
  const pager = joinHtml(
    [
      page.paged && html`<a href="${context.localPath(companyPath(company.slug))}">${t('list.first')}</a>`,
      page.next && html`<a rel="next" href="${context.localPath(page.next)}">${t('list.next')}</a>`,
    ],
    ' · ',
  );
  const body = html`<article class="card">
${logo ? html`<img src="${logo}" alt="${t('company.logoAlt', { name: company.name })}" width="96" height="96" style="border-radius:8px;display:block;margin-block-end:12px">` : ''}
<h1 dir="auto">${company.name}${badge(found, context)}</h1>
${answers ? html`<p class="response">${answers}</p>` : ''}
${facts.length > 0 ? html`<dl>${facts.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>` : ''}
${company.about ? html`<h2>${t('company.about')}</h2><div dir="auto">${paragraphs(company.about)}</div>` : ''}
</article>
<section class="card" aria-labelledby="company-jobs">
<h2 id="company-jobs">${t('company.jobs')}</h2>
${jobs.length > 0 ? jobList(jobs, context) : html`<p>${t('company.noJobs')}</p>`}
${pager.toString() ? html`<p>${pager}</p>` : ''}
</section>`;
  return renderPage({ ...context, title, head, body, path: companyPath(company.slug) });
}
