import type { TProfession } from '@debut/contract/professions';
import type { PublicJob } from '../queries.ts';
import { professionName } from '../profession-name.ts';
import { escapeHtml } from './html.ts';
import { jobList } from './job-list.ts';
import { renderPage } from './layout.ts';
import type { PageContext } from './page-context.ts';

export interface Listing {
  jobs: PublicJob[];
  /** The profession filter, a key. */
  profession: TProfession | undefined;
  professions: { category: TProfession; count: number }[];
  /** The address of the next page, or null on the last one. */
  next: string | null;
  /** True on a later page: the first one is linked back to. */
  paged: boolean;
}

export const listingPath = (profession?: string) =>
  profession ? `/vacancies?profession=${encodeURIComponent(profession)}` : '/vacancies';

/** /vacancies: the newest live jobs, paged by links, with a link per profession (crawlers reach all). */
export function renderListingPage(listing: Listing, context: PageContext): string {
  const { t, language } = context;
  const heading = listing.profession
    ? t('list.headingProfession', { profession: professionName(listing.profession, language) })
    : t('list.heading');
  const chip = (label: string, href: string, current: boolean) =>
    `<li><a href="${escapeHtml(href)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
  const chips = [
    chip(t('list.all'), listingPath(), listing.profession === undefined),
    ...listing.professions.map((entry) =>
      chip(
        `${professionName(entry.category, language)} (${entry.count})`,
        listingPath(entry.category),
        entry.category === listing.profession,
      ),
    ),
  ].join('');
  const pager = [
    listing.paged
      ? `<a href="${escapeHtml(listingPath(listing.profession))}">${escapeHtml(t('list.first'))}</a>`
      : '',
    listing.next ? `<a rel="next" href="${escapeHtml(listing.next)}">${escapeHtml(t('list.next'))}</a>` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const body = `<section class="card">
<h1>${escapeHtml(heading)}</h1>
<nav aria-label="${escapeHtml(t('list.professions'))}"><ul class="chips">${chips}</ul></nav>
</section>
<section class="card">
${listing.jobs.length > 0 ? jobList(listing.jobs, context) : `<p>${escapeHtml(t('list.empty'))}</p>`}
${pager ? `<p>${pager}</p>` : ''}
</section>`;
  const canonical = `${context.publicUrl}${listingPath(listing.profession)}`;
  const head = [
    `<meta name="description" content="${escapeHtml(t('list.description'))}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // Later pages are followed for their links, not listed themselves.
    listing.paged ? '<meta name="robots" content="noindex, follow">' : '',
  ]
    .filter(Boolean)
    .join('\n');
  return renderPage({
    ...context,
    title: listing.profession ? `${heading} — Debut` : `${t('list.title')} — Debut`,
    head,
    body,
    path: listingPath(listing.profession),
  });
}
