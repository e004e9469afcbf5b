import type { TProfession } from '@debut/contract/professions';
import type { PublicJob } from '../queries.ts';
import { html, joinHtml } from '../../../platform/html.ts';
import { professionName } from '../profession-name.ts';
import { jobList } from './job-list.ts';
import { renderPage } from './layout.ts';
import type { PageContext } from './page-context.ts';

/** A town of the listing's city filter: its name in the reader's language and its point. */
export interface ListingCity {
  name: string;
  lat: number;
  lng: number;
}

/** What the listing is narrowed to: a profession, a town, and what a first job needs, in any mix. */
export interface ListingFilter {
  profession?: TProfession | undefined;
  city?: ListingCity | undefined;
  /** `experience=none`: jobs that ask for no experience. */
  noExperience?: boolean | undefined;
  /** `paid=true`: paid internships. */
  paid?: boolean | undefined;
}

export interface Listing {
  jobs: PublicJob[];
  filter: ListingFilter;
  professions: { category: TProfession; count: number }[];
  cities: (ListingCity & { count: number })[];
  /** The address of the next page, or null on the last one. */
  next: string | null;
  /** True on a later page: the first one is linked back to. */
  paged: boolean;
  /** True when the address named a town nobody knows: the page lists everything, unindexed. */
  unknownCity?: boolean;
}

/** The listing's address for a filter (and a page cursor): crawlers follow these links to every job. */
export function listingPath(filter: ListingFilter = {}, after?: string): string {
  const params = new URLSearchParams();
  if (filter.profession) params.set('profession', filter.profession);
  if (filter.city) {
    params.set('city', filter.city.name);
    params.set('at', `${filter.city.lat.toFixed(4)},${filter.city.lng.toFixed(4)}`);
  }
  if (filter.noExperience) params.set('experience', 'none');
  if (filter.paid) params.set('paid', 'true');
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `/vacancies?${query}` : '/vacancies';
}

/** /vacancies: the newest live jobs, paged by links, with links per profession and per town. */
export function renderListingPage(listing: Listing, context: PageContext): string {
  const { t, language, localPath: local } = context;
  const { profession, city, noExperience, paid } = listing.filter;
  const professionLabel = profession ? professionName(profession, language) : undefined;
  const heading =
    professionLabel && city
      ? t('list.headingProfessionCity', { profession: professionLabel, city: city.name })
      : professionLabel
        ? t('list.headingProfession', { profession: professionLabel })
        : city
          ? t('list.headingCity', { city: city.name })
          : t('list.heading');
  const chip = (label: string, href: string, current: boolean) =>
    html`<li><a href="${local(href)}"${current ? html` aria-current="page"` : ''}>${label}</a></li>`;
  const chips = [
    chip(t('list.all'), listingPath({ ...listing.filter, profession: undefined }), profession === undefined),
    ...listing.professions.map((entry) =>
      chip(
        `${professionName(entry.category, language)} (${entry.count})`,
        listingPath({ ...listing.filter, profession: entry.category }),
        entry.category === profession,
      ),
    ),
  ];
  const sameTown = (entry: ListingCity) =>
    city !== undefined && entry.name === city.name && Math.abs(entry.lat - city.lat) < 0.5;
  const cityChips = [
    chip(t('list.allCities'), listingPath({ ...listing.filter, city: undefined }), city === undefined),
    ...listing.cities.map((entry) =>
      chip(
        `${entry.name} (${entry.count})`,
        listingPath({ ...listing.filter, city: entry }),
        sameTown(entry),
      ),
    ),
  ];
  // What a first job needs (issue 33): no experience asked, or a paid internship; each on or off.
  const kindChips = [
    chip(t('list.allKinds'), listingPath({ profession, city }), noExperience !== true && paid !== true),
    chip(
      t('experience.none'),
      listingPath({ ...listing.filter, noExperience: !noExperience }),
      noExperience === true,
    ),
    chip(t('list.paidInternships'), listingPath({ ...listing.filter, paid: !paid }), paid === true),
  ];
  const pager = joinHtml(
    [
      listing.paged && html`<a href="${local(listingPath(listing.filter))}">${t('list.first')}</a>`,
      listing.next && html`<a rel="next" href="${local(listing.next)}">${t('list.next')}</a>`,
    ],
    ' · ',
  );
  const body = html`<section class="card">
<h1>${heading}</h1>
<nav aria-label="${t('list.kinds')}"><ul class="chips">${kindChips}</ul></nav>
<nav aria-label="${t('list.professions')}"><ul class="chips">${chips}</ul></nav>
${listing.cities.length > 0 ? html`<nav aria-label="${t('list.cities')}"><ul class="chips">${cityChips}</ul></nav>` : ''}
</section>
<section class="card">
${listing.jobs.length > 0 ? jobList(listing.jobs, context) : html`<p>${t('list.empty')}</p>`}
${pager.toString() ? html`<p>${pager}</p>` : ''}
</section>`;
  const canonical = `${context.publicUrl}${listingPath(listing.filter)}`;
  const head = joinHtml(
    [
      html`<meta name="description" content="${t('list.description')}">`,
      html`<link rel="canonical" href="${canonical}">`,
      // Later pages are followed for their links, not listed themselves.
      (listing.paged || listing.unknownCity) && html`<meta name="robots" content="noindex, follow">`,
    ],
    html`\n`,
  );
  return renderPage({
    ...context,
    title: profession || city || noExperience || paid ? `${heading} — Debut` : `${t('list.title')} — Debut`,
    head,
    body,
    path: listingPath(listing.filter),
  });
}
