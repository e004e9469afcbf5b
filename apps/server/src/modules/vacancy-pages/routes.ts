import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { isProfession } from '@debut/contract/professions';
import { ZInstant, ZText } from '@debut/contract/primitives';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { TPlace } from '@debut/contract/places';
import type { Gazetteer } from '../places/gazetteer.ts';
import { jobLanguage } from '../jobs/written-language.ts';
import { askedLanguage, pageLanguage } from './page-language.ts';
import type { ListingCursor } from './queries.ts';
import type { VacancyPagesService } from './service.ts';
import { pageState } from './page-state.ts';
import { listingPath, renderListingPage, type ListingCity } from './render/listing-page.ts';
import { inChosenLanguage, type PageContext } from './render/page-context.ts';
import {
  renderAbsentPage,
  renderCheckPage,
  renderGonePage,
  renderVacancyPage,
  type CheckOutcome,
} from './render/vacancy-page.ts';
import { companySitemap, robotsTxt, SITEMAP_PART_SIZE, sitemapIndex, type SitemapPart } from './sitemap.ts';
import { subjectOfJob } from '../applications/response.ts';
import { companyPath, renderCompanyPage } from './render/company-page.ts';
import { createResultCache } from '../../platform/result-cache.ts';
import { PUBLIC_LIST_CHANGES } from '../../domain-events.ts';
import { pageT } from './translate.ts';

const PAGE_SIZE = 20;
const SIMILAR = 5;
/** A company page lists every live vacancy of the company, up to this many. */
/** A company page lists its live vacancies in pages of this many (~17 kB of HTML), linked in turn. */
const COMPANY_PAGE_SIZE = 50;
/** Rendered company pages kept (decision 059): a slug × language × page each. */
const COMPANY_PAGES_KEPT = 2000;
/** A town's vacancies: those within this distance of its point. */
const CITY_RADIUS_KM = 30;
/** Town links on the listing. */
const CITY_LINKS = 24;
/** The town links wait this long for the place index (built on first use); without it, none show. */
const PLACES_WAIT_MS = 3000;
/** A town link's point is the town's own (to 4 decimals): the town found there lies this close. */
const TOWN_POINT_KM = 5;
/** Places a town's name is looked up among (a name several towns share). */
const CITY_CANDIDATES = 10;
const AT = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;
/** Job numbers are identity values from 1001; anything longer than this is nobody's. */
const NUMBER = /^\d{1,15}$/;
// Shared links carry tracking parameters (utm_*, fbclid): unknown ones are ignored, never refused.
const ZPageQuery = z.object({ lng: ZText.max(20).optional() }).loose();
const ZListingQuery = ZPageQuery.extend({
  profession: ZText.trim().max(80).optional(),
  city: ZText.trim().max(100).optional(),
  at: ZText.max(40).optional(),
  after: ZText.max(200).optional(),
  // Any other value lists every vacancy, as an unknown profession does.
  experience: ZText.max(20).optional(),
  paid: ZText.max(10).optional(),
});
const ZCheckQuery = ZPageQuery.extend({ number: ZText.max(200).optional() });

/** What `?city=` names: nothing, a known town, a place nobody knows, or not known yet. */
type CityAnswer =
  { kind: 'none' } | { kind: 'known'; city: ListingCity } | { kind: 'unknown' } | { kind: 'unavailable' };

const townOf = (place: TPlace): ListingCity => ({ name: place.name, lat: place.lat, lng: place.lng });

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The answer, or `fallback` when the place index is still being built (or failed). */
async function withinPlacesWait<T, F>(answer: Promise<T>, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PLACES_WAIT_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

const encodeAfter = (cursor: ListingCursor) =>
  Buffer.from(`${cursor.publishedAt.toISOString()}|${cursor.id}`).toString('base64url');

function decodeAfter(raw: string | undefined): ListingCursor | undefined {
  if (!raw) return undefined;
  const [date = '', id = ''] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  // Only what encodeAfter writes: any other date (year 0, 275760, "yesterday") would reach the SQL.
  const ok = ZInstant.safeParse(date).success && z.uuid().safeParse(id).success;
  return ok ? { publishedAt: new Date(date), id } : undefined;
}

/**
 * The pages anyone may open without an account or JavaScript (DESIGN.md §13.2): a page per live
 * vacancy, the public listing, the job check as a form, the sitemap and robots.txt. Not under /api and
 * not in the OpenAPI document: they are pages, not the API.
 */
export interface VacancyPagesDeps {
  ctx: AppContext;
  gazetteer: Gazetteer;
  services: { vacancyPages: VacancyPagesService };
}

export const vacancyPagesRoutes: FastifyPluginAsyncZod<VacancyPagesDeps> = async (
  app,
  { ctx, gazetteer, services },
) => {
  const { publicUrl } = ctx.config;
  const pages = services.vacancyPages;
  // The same company page for everyone who reads it in one language (decision 059): kept a few
  // seconds, and forgotten on every node when a live job, a company or an account changes.
  const companyPages = createResultCache<{ page: string | null }>({
    ttlMs: ctx.config.publicPageCacheSeconds * 1000,
    max: COMPANY_PAGES_KEPT,
  });
  ctx.events.onAnyNode([...PUBLIC_LIST_CHANGES, 'company.changed', 'account.changed'], () =>
    companyPages.clear(),
  );
  // A crawler reads the index and the profession links often; counting them at a million jobs takes a
  // few hundred ms, and a few minutes' staleness is harmless there.
  const slow = new LRUCache<string, Promise<unknown>>({ max: 40, ttl: 5 * 60_000 });
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = slow.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    slow.set(key, value);
    value.catch(() => slow.delete(key));
    return value;
  };

  /**
   * The town of `?city=&at=` (the links carry the point) or, typed by hand, found by its name. Only a
   * place the gazetteer knows is a town, named as the gazetteer names it in the reader's language:
   * the address's own text never becomes the page's heading (issue 27). With a point, the name must
   * be one of the names of the town at that point.
   */
  const resolveCity = async (
    name: string | undefined,
    at: string | undefined,
    language: PageContext['language'],
  ): Promise<CityAnswer> => {
    if (!name) return { kind: 'none' };
    const named = await withinPlacesWait(gazetteer.search(name, language, CITY_CANDIDATES), undefined);
    if (!named) return { kind: 'unavailable' };
    const point = at ? AT.exec(at) : null;
    const lat = Number(point?.[1]);
    const lng = Number(point?.[2]);
    if (!point || !(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
      const [found] = named;
      return found ? { kind: 'known', city: townOf(found) } : { kind: 'unknown' };
    }
    const nearest = await withinPlacesWait(
      gazetteer.nearest([{ lat, lng }], language, TOWN_POINT_KM),
      undefined,
    );
    if (!nearest) return { kind: 'unavailable' };
    const [town] = nearest;
    if (!town || !named.some((place) => distanceKm(place, town) <= TOWN_POINT_KM)) return { kind: 'unknown' };
    return { kind: 'known', city: townOf(town) };
  };

  /** Where live jobs gather, named after their largest town in the reader's language. */
  const townLinks = async (language: PageContext['language']) => {
    const clusters = await cached('clusters', () => pages.liveJobClusters(CITY_LINKS * 2));
    const names = await withinPlacesWait(
      cached(`towns:${language}`, () => gazetteer.nearest(clusters, language, CITY_RADIUS_KM)),
      undefined,
    );
    if (!names) return [];
    const seen = new Set<string>();
    const towns: (ListingCity & { count: number })[] = [];
    clusters.forEach((cluster, index) => {
      const town = names[index];
      if (!town || seen.has(`${town.name}|${town.country}`) || towns.length >= CITY_LINKS) return;
      seen.add(`${town.name}|${town.country}`);
      towns.push({ name: town.name, lat: town.lat, lng: town.lng, count: cluster.count });
    });
    return towns;
  };

  const contextOf = (request: FastifyRequest): PageContext => {
    const language = pageLanguage(request);
    return { language, t: pageT(language), publicUrl, localPath: inChosenLanguage(askedLanguage(request)) };
  };
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The same address answers in the visitor's language.
      .header('vary', 'Accept-Language, Cookie')
      .header('cache-control', status === 200 ? 'public, max-age=300' : 'public, max-age=60')
      .send(page);

  app.get(
    '/vacancies/:number',
    { schema: { hide: true, params: z.object({ number: ZText.max(200) }), querystring: ZPageQuery } },
    async (request, reply) => {
      const context = contextOf(request);
      const raw = request.params.number;
      const job = NUMBER.test(raw) ? await pages.findJob(Number(raw)) : undefined;
      const state = pageState(job);
      if (state === 'live' && job) {
        // The page speaks the job's language of writing (issue 27 item 16): the same address reads the
        // same for every visitor and search engine. A language picked by the page's own links (?lng=)
        // changes the interface around the job; the job's text keeps its lang either way.
        // Told when the words were written; guessed here only for jobs written before (migration 0018).
        const written = job.language ?? jobLanguage(job);
        const language = askedLanguage(request) ?? written ?? context.language;
        const jobContext: PageContext = { ...context, language, t: pageT(language) };
        // The country of the job's place, not of its owner's account (a St Petersburg job of a German
        // account is in RU); unknown while the place index is being built, and then left out.
        const [[place], response] = await Promise.all([
          withinPlacesWait(gazetteer.nearest([{ lat: job.lat, lng: job.lng }], language, CITY_RADIUS_KM), []),
          pages.responseOf(subjectOfJob(job)),
        ]);
        return html(
          reply,
          200,
          renderVacancyPage(job, jobContext, place?.country ?? null, written ?? language, response),
        );
      }
      if (state === 'gone' && job) {
        const similar = await pages.similarLiveJobs(job, SIMILAR);
        return html(reply, 410, renderGonePage(job, similar, context));
      }
      return html(reply, 404, renderAbsentPage(context, `/vacancies/${encodeURIComponent(raw)}`));
    },
  );

  app.get('/vacancies', { schema: { hide: true, querystring: ZListingQuery } }, async (request, reply) => {
    const context = contextOf(request);
    const asked = request.query.profession;
    // An unknown profession or town lists every vacancy (its canonical link says so) rather than none.
    const profession = asked && isProfession(asked) ? asked : undefined;
    const town = await resolveCity(request.query.city, request.query.at, context.language);
    const city = town.kind === 'known' ? town.city : undefined;
    const noExperience = request.query.experience === 'none';
    const paid = request.query.paid === 'true';
    const filter = { profession, city, noExperience, paid };
    const after = decodeAfter(request.query.after);
    const near = city && { lat: city.lat, lng: city.lng, radiusKm: CITY_RADIUS_KM };
    const [rows, professions, cities] = await Promise.all([
      pages.listLiveJobs({ category: profession, near, noExperience, paid, after, limit: PAGE_SIZE + 1 }),
      cached('professions', () => pages.liveProfessions(40)),
      townLinks(context.language),
    ]);
    const jobs = rows.slice(0, PAGE_SIZE);
    const last = jobs.at(-1);
    const more = rows.length > PAGE_SIZE && last?.publishedAt;
    const next = more
      ? listingPath(filter, encodeAfter({ publishedAt: last.publishedAt as Date, id: last.id }))
      : null;
    // A town nobody knows is no page of its own (404, unindexed) and one the place index cannot
    // check yet is a moment's outage (503): either lists every vacancy, under the general heading.
    const status = town.kind === 'unknown' ? 404 : town.kind === 'unavailable' ? 503 : 200;
    if (status === 503) void reply.header('retry-after', '5');
    const page = renderListingPage(
      { jobs, filter, professions, cities, next, paged: Boolean(after), unknownCity: status !== 200 },
      context,
    );
    return html(reply, status, page);
  });

  app.get(
    '/vacancies/check',
    {
      preValidation: ctx.rateLimits.hook([
        { name: 'page-check-client', points: 30, durationSeconds: 60, key: ctx.rateLimits.clientKey },
      ]),
      schema: { hide: true, querystring: ZCheckQuery },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const value = (request.query.number ?? '').trim().replace(/^#/, '');
      let outcome: CheckOutcome;
      if (value === '') outcome = { kind: 'empty' };
      else {
        const job = NUMBER.test(value) ? await pages.findJob(Number(value)) : undefined;
        const state = pageState(job);
        outcome =
          state === 'live' && job
            ? { kind: 'found', job: { number: job.number, title: job.title } }
            : job?.status === 'draft'
              ? { kind: 'notPublished' }
              : { kind: 'notFound' };
      }
      return html(reply, 200, renderCheckPage(outcome, value, context));
    },
  );

  app.get(
    '/companies/:slug',
    {
      schema: {
        hide: true,
        params: z.object({ slug: ZText.max(200) }),
        querystring: ZPageQuery.extend({ after: ZText.max(200).optional() }),
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const { slug } = request.params;
      const after = decodeAfter(request.query.after);
      const { page } = await companyPages.get(
        [slug, context.language, after ? request.query.after : ''].join('\u0000'),
        async () => {
          const found = await pages.findCompany(slug);
          if (!found) return { page: null };
          const [rows, response] = await Promise.all([
            pages.liveJobsOfCompany(found.company.id, COMPANY_PAGE_SIZE + 1, after),
            pages.responseOf({ subject: 'company', id: found.company.id }),
          ]);
          const jobs = rows.slice(0, COMPANY_PAGE_SIZE);
          const last = jobs.at(-1);
          const next =
            rows.length > COMPANY_PAGE_SIZE && last?.publishedAt
              ? `${companyPath(found.company.slug)}?after=${encodeAfter({ publishedAt: last.publishedAt, id: last.id })}`
              : null;
          return {
            page: renderCompanyPage(found, { jobs, next, paged: after !== undefined }, context, response),
          };
        },
      );
      if (page === null) {
        return html(reply, 404, renderAbsentPage(context, `/companies/${encodeURIComponent(slug)}`));
      }
      return html(reply, 200, page);
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const parts = await cached<SitemapPart[]>('sitemap', () => pages.sitemapParts());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapIndex(parts, publicUrl, { companies: true }));
  });

  app.get('/sitemaps/companies.xml', { schema: { hide: true } }, async (_request, reply) => {
    const slugs = await cached('company-slugs', () => pages.companySlugs(SITEMAP_PART_SIZE));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(companySitemap(slugs, publicUrl));
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: ZText.max(60) }) } },
    async (request, reply) => {
      const match = /^vacancies-(\d{1,9})\.xml$/.exec(request.params.file);
      const part = match?.[1] === undefined ? undefined : Number(match[1]);
      if (part === undefined) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(pages.sitemapPartStream(part, publicUrl));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );
};
