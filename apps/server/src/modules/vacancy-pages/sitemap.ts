import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { html } from '../../platform/html.ts';
import { liveJobNumbers, sitemapPartsOfLiveJobs } from './queries.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PART_SIZE = 50_000;
/** Rows read at a time while a part streams out: memory stays flat whatever the table's size. */
const BATCH = 5_000;

export interface SitemapPart {
  part: number;
  lastmod: Date;
}

/**
 * The parts that hold live vacancies: part k lists job numbers k·50,000 to (k+1)·50,000 − 1, so a part
 * never holds more than the protocol allows and is found by a range of the number index.
 */
export function sitemapParts(db: Db): Promise<SitemapPart[]> {
  return sitemapPartsOfLiveJobs(db, SITEMAP_PART_SIZE);
}

export function sitemapIndex(
  parts: SitemapPart[],
  publicUrl: string,
  also: { companies: boolean } = { companies: false },
): string {
  const entries = [
    ...parts.map(
      ({ part, lastmod }) =>
        // html`` escapes as XML needs too (character references).
        html`<sitemap><loc>${publicUrl}/sitemaps/vacancies-${part}.xml</loc><lastmod>${lastmod.toISOString()}</lastmod></sitemap>`,
    ),
    ...(also.companies ? [html`<sitemap><loc>${publicUrl}/sitemaps/companies.xml</loc></sitemap>`] : []),
  ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** One part, streamed in batches along the number index. */
export function sitemapPartStream(db: Db, part: number, publicUrl: string): Readable {
  async function* lines() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    const upTo = (part + 1) * SITEMAP_PART_SIZE;
    let after = part * SITEMAP_PART_SIZE - 1;
    for (;;) {
      const rows = await liveJobNumbers(db, { after, from: part * SITEMAP_PART_SIZE, below: upTo }, BATCH);
      if (rows.length === 0) break;
      yield rows
        .map(
          (row) =>
            html`<url><loc>${publicUrl}/vacancies/${row.number}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>\n`,
        )
        .join('');
      after = rows[rows.length - 1]?.number ?? upTo;
      if (rows.length < BATCH) break;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}

/** The company pages (DESIGN.md §14.1): one file, at most SITEMAP_PART_SIZE companies. */
export function companySitemap(slugs: { slug: string; updatedAt: Date }[], publicUrl: string): string {
  const entries = slugs
    .map(
      ({ slug, updatedAt }) =>
        html`<url><loc>${publicUrl}/companies/${encodeURIComponent(slug)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Crawlers may read the vacancy pages and the sitemap; the API and the signed-in app are not for them. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [
    '/api/',
    '/jobs',
    '/my-jobs',
    '/create-job',
    '/dashboard',
    '/favorites',
    '/applications',
    '/messages',
    '/chat/',
    '/profile',
    '/admin',
    '/payment-summary/',
    '/confirm-publish',
    '/payment-result',
    '/select-country',
    '/reset-password',
    '/sandbox/',
    '/vacancies/check',
    // A member's company screens and the links mailed to one person (issue 31).
    '/my-companies',
    '/invitations/',
    '/company-domain/',
    '/unsubscribe',
  ];
  return [
    'User-agent: *',
    'Allow: /vacancies/',
    'Allow: /vacancies',
    'Allow: /companies/',
    'Allow: /company-logos/',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
