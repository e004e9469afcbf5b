import { createRequire } from 'node:module';
import { describe, expect, it, beforeAll } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ZJobResponse } from '@debut/contract/jobs';
import { PROFESSION_NAMES } from '@debut/contract/profession-lookup';
import { jobs, users } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';

// Issue 19: public vacancy pages, the listing, the sitemap and robots.txt.

const PUBLIC_URL = 'https://debut.example';
const app = useTestApp({ PUBLIC_URL });

interface SdttResult {
  failed: { description?: string; test: string }[];
  warnings: { description?: string; test: string }[];
  passed: unknown[];
}
type Preset = { name: string; description: string; schema?: string; tests: Record<string, unknown>[] };
const require = createRequire(import.meta.url);
const sdtt = require('structured-data-testing-tool') as {
  structuredDataTest(html: string, options: { presets: Preset[] }): Promise<SdttResult>;
};
const { Google, Facebook } = require('structured-data-testing-tool/presets') as Record<string, Preset>;

/**
 * Google's JobPosting rich result: the required properties, then the recommended ones as warnings
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting). The tool's
 * Google preset has no JobPosting rules of its own.
 */
const GoogleJobPosting: Preset = {
  name: 'Google JobPosting',
  description: 'Required and recommended properties of a Google for Jobs posting',
  schema: 'JobPosting',
  tests: [
    { test: 'JobPosting', schema: 'JobPosting' },
    ...[
      'title',
      'description',
      'datePosted',
      'hiringOrganization.name',
      'jobLocation.address.addressCountry',
    ].map((property) => ({ test: `JobPosting[*].${property}`, description: `required: ${property}` })),
    {
      test: 'JobPosting[*].experienceRequirements."@type"',
      expect: 'OccupationalExperienceRequirements',
      description: 'experience as schema.org OccupationalExperienceRequirements',
    },
    ...[
      'validThrough',
      'employmentType',
      'identifier.value',
      'directApply',
      'baseSalary.currency',
      'baseSalary.value.value',
      'baseSalary.value.unitText',
      'jobLocation.address.streetAddress',
      'experienceRequirements.monthsOfExperience',
    ].map((property) => ({
      test: `JobPosting[*].${property}`,
      description: `recommended: ${property}`,
      warning: true,
    })),
  ],
};

async function liveJob(overrides: Parameters<typeof createJob>[2] = {}, country = 'RU') {
  const owner = await createUser(app());
  await app().ctx.db.update(users).set({ country }).where(eq(users.id, owner.user.id));
  const job = await publishJob(app(), (await createJob(app(), owner.user.id, overrides)).id);
  return { owner, job };
}

const page = (url: string, headers: Record<string, string> = {}) =>
  app().request({ method: 'GET', url, headers });

describe('GET /vacancies/{number}', () => {
  // JobPosting's country comes from the place index (GeoNames cities500), slow to build on a shared
  // machine; pages do not wait for it longer than 3 s.
  beforeAll(async () => {
    await app().gazetteer.search('warm', 'en', 1);
  }, 120_000);

  it("gives the country of the job's place in JobPosting, not its owner's account country", async () => {
    // A German account's vacancy in St Petersburg (issue 27 item 12).
    const { job } = await liveJob({ address: 'Nevsky prospekt 1', lat: 59.9343, lng: 30.3351 }, 'DE');
    const html = (await page(`/vacancies/${job.number}`)).body;
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const posting = JSON.parse(ld ?? '{}') as { jobLocation?: { address?: { addressCountry?: string } } };
    expect(posting.jobLocation?.address?.addressCountry).toBe('RU');
  });

  it('shows a live vacancy without an account, with JobPosting data Google accepts and share tags', async () => {
    const { job } = await liveJob({
      title: 'Barista <script>alert(1)</script>',
      salary: 45000,
      salaryPeriod: 'monthly',
      requirements: 'Friendly and punctual',
      noSpecialRequirements: false,
      benefits: 'Free coffee',
      daysPerWeek: 5,
      hoursPerDay: 8,
    });
    const response = await page(`/vacancies/${job.number}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('Barista &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Coffee Corner');
    expect(html).toContain('Friendly and punctual');
    expect(html).toContain('Free coffee');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/vacancies/${job.number}">`);
    expect(html).toMatch(/<meta property="og:title" content="Barista/);
    expect(html).toContain(`href="/login?next=${encodeURIComponent(`/jobs/${job.id}?apply=1`)}"`);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);

    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const posting = JSON.parse(ld ?? '{}') as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Barista <script>alert(1)</script>',
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Coffee Corner' },
      jobLocation: { address: { addressCountry: 'RU' } },
      baseSalary: { currency: 'RUB', value: { value: 45000, unitText: 'MONTH' } },
      identifier: { value: String(job.number) },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 0 },
    });

    const result = await sdtt.structuredDataTest(html, {
      presets: [
        GoogleJobPosting,
        ...Object.values(Google ? { Google } : {}),
        ...(Facebook ? [Facebook] : []),
      ],
    });
    expect(result.failed.map((test) => test.description ?? test.test)).toEqual([]);
    expect(result.warnings.map((test) => test.description ?? test.test)).toEqual([]);
  });

  it("names the profession in the reader's language and shows a confirmed employer", async () => {
    const { owner, job } = await liveJob({ category: 'waiter' });
    const url = `/vacancies/${job.number}`;
    expect((await page(url)).body).not.toContain('E-mail confirmed');
    await app().ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
    const english = (await page(url)).body;
    expect(english).toContain('E-mail confirmed');
    expect(english).toContain(PROFESSION_NAMES.en.professions.waiter);
    expect((await page(`${url}?lng=de`)).body).toContain(PROFESSION_NAMES.de.professions.waiter);
  });

  it('gives the experience a job asks for in months, for each level', async () => {
    const months = { none: 0, under_1: 1, '1_3': 12, '3_plus': 36 } as const;
    for (const [experience, monthsOfExperience] of Object.entries(months)) {
      const { job } = await liveJob({ experience: experience as keyof typeof months });
      const html = (await page(`/vacancies/${job.number}`)).body;
      const posting = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
      ) as Record<string, unknown>;
      expect(posting['experienceRequirements'], experience).toEqual({
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience,
      });
    }
    // And in words on the page, in the reader's language.
    const { job } = await liveJob({ experience: '1_3' });
    expect((await page(`/vacancies/${job.number}`)).body).toContain('<dt>Experience</dt><dd>1–3 years</dd>');
    const russian = (await page(`/vacancies/${job.number}?lng=ru`)).body;
    expect(russian).toContain('<dt>Опыт работы</dt><dd>1–3 года</dd>');
  });

  it('marks internships as INTERN and remote work as telecommuting', async () => {
    const { job } = await liveJob({ employmentType: 'internship', schedule: 'remote' });
    const html = (await page(`/vacancies/${job.number}`)).body;
    const posting = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    );
    expect(posting).toMatchObject({ employmentType: 'INTERN', jobLocationType: 'TELECOMMUTE' });
  });

  // Issue 33 items 2 and 3: a range as minValue/maxValue, the internship's facts on the page and in JSON-LD.
  it('shows a salary range and an internship’s facts, with JobPosting data Google accepts', async () => {
    const { job } = await liveJob({
      employmentType: 'internship',
      salary: 1000,
      salaryMax: 1500,
      salaryCurrency: 'EUR',
      salaryPeriod: 'monthly',
      internship: {
        paid: true,
        stipend: 800,
        startDate: '2027-02-01',
        durationWeeks: 12,
        mentor: true,
        offerPossible: true,
        learn: 'Latte art & <b>bar</b> routines',
      },
    });
    const html = (await page(`/vacancies/${job.number}`)).body;
    const posting = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(posting).toMatchObject({
      employmentType: 'INTERN',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 1000, maxValue: 1500, unitText: 'MONTH' },
      },
      jobStartDate: '2027-02-01',
      incentiveCompensation: 'Stipend: 800 EUR monthly',
      skills: 'Latte art & <b>bar</b> routines',
    });
    expect(posting['description']).toMatch(/Paid internship, 12 weeks, starts 2027-02-01, a mentor/);
    expect(html).toContain('<p class="salary">€1,000 – €1,500 per month</p>');
    expect(html).toContain(
      '<dt>Internship</dt><dd>Paid internship (Stipend: €800 per month) · With a mentor · A job offer is possible afterwards</dd>',
    );
    expect(html).toContain('<dt>Duration</dt><dd>12 weeks</dd>');
    expect(html).toContain('Latte art &#38; &#60;b&#62;bar&#60;/b&#62; routines');
    const russian = (await page(`/vacancies/${job.number}?lng=ru`)).body;
    expect(russian).toMatch(/<p class="salary">1\s000–1\s500\s€ в месяц<\/p>/);
    expect(russian).toContain('<dt>Длительность</dt><dd>12 недель</dd>');

    const rangePreset: Preset = {
      ...GoogleJobPosting,
      tests: [
        ...GoogleJobPosting.tests.filter((test) => test['test'] !== 'JobPosting[*].baseSalary.value.value'),
        ...['minValue', 'maxValue'].map((property) => ({
          test: `JobPosting[*].baseSalary.value.${property}`,
          description: `recommended: baseSalary.value.${property}`,
          warning: true,
        })),
      ],
    };
    const result = await sdtt.structuredDataTest(html, { presets: [rangePreset] });
    expect(result.failed.map((test) => test.description ?? test.test)).toEqual([]);
    expect(result.warnings.map((test) => test.description ?? test.test)).toEqual([]);
  });

  // Issue 27 item 16: the page took its language from the visitor, not from the job.
  it("speaks the job's language of writing, whoever visits; its lng links change only the interface", async () => {
    const { job } = await liveJob({
      title: 'Бариста в городское кафе',
      description: 'Готовить кофе, встречать гостей и следить за чистотой бара. Обучение с первого дня.',
    });
    const url = `/vacancies/${job.number}`;
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'i18next=de' },
      { 'accept-language': 'ar,en;q=0.5' },
    ];
    for (const headers of visitors) {
      const body = (await page(url, headers)).body;
      expect(body, JSON.stringify(headers)).toContain('<html lang="ru" dir="ltr">');
      expect(body).toContain('Откликнуться');
      expect(body).toContain('<h1 dir="auto" lang="ru">Бариста в городское кафе</h1>');
    }
    // The reader's own choice from the page's language links: German around, the job's words in Russian.
    const german = (await page(`${url}?lng=de`, { cookie: 'i18next=ar' })).body;
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('Bewerben');
    expect(german).toContain('<h1 dir="auto" lang="ru">Бариста в городское кафе</h1>');
    expect(german).toContain('<div lang="ru"><p dir="auto">Готовить кофе');
    // An English job reads in English to a Russian visitor.
    const { job: english } = await liveJob();
    const body = (await page(`/vacancies/${english.number}`, { cookie: 'i18next=ru' })).body;
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain('lang="en">Barista at a city café</h1>');
  });

  // Issue 28: the language is told once, when the words are written, not on every visit.
  it('keeps the language of writing with the job, told again when an edit changes the words', async () => {
    const { owner, job } = await liveJob({
      title: 'Бариста в городское кафе',
      description: 'Готовить кофе, встречать гостей и следить за чистотой бара. Обучение с первого дня.',
    });
    expect(job.language).toBe('ru');
    const edited = await app().services.jobs.update(owner.user.id, job.id, {
      title: 'Barista in einem Stadtcafé',
      description:
        'Kaffee zubereiten, Gäste begrüßen und die Bar sauber halten. Einarbeitung ab dem ersten Tag.',
    });
    expect(edited.language).toBe('de');
    // The page reads the stored language: a row that says French is French, whatever its words.
    await app().ctx.db.update(jobs).set({ language: 'fr' }).where(eq(jobs.id, job.id));
    expect((await page(`/vacancies/${job.number}`)).body).toContain('<html lang="fr" dir="ltr">');
    // A job written before the column (null) is told from its words on its page.
    await app().ctx.db.update(jobs).set({ language: null }).where(eq(jobs.id, job.id));
    expect((await page(`/vacancies/${job.number}`)).body).toContain('<html lang="de" dir="ltr">');
  });

  it("falls back to the visitor's language (lng, cookie, Accept-Language) when the text is too short to tell", async () => {
    const { job } = await liveJob({ title: 'Barista', description: '09:00–18:00 · 5/2 · 40 h' });
    const url = `/vacancies/${job.number}`;
    expect((await page(url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).body).toContain('Bewerben');
    expect((await page(url, { cookie: 'i18next=ru' })).body).toContain('Откликнуться');
    const arabic = await page(`${url}?lng=ar`, { cookie: 'i18next=ru' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers.vary).toContain('Accept-Language');
    expect((await page(url, { 'accept-language': 'xx' })).body).toContain('<html lang="en" dir="ltr">');
  });

  it('answers 410 with noindex and similar vacancies for a closed or expired job', async () => {
    const { owner, job } = await liveJob({ category: 'courier', title: 'Courier on a bike' });
    const similar = await liveJob({ category: 'courier', title: 'Courier on foot' });
    for (const closedReason of ['filled', 'expired'] as const) {
      await app()
        .ctx.db.update(jobs)
        .set({ status: 'closed', closedReason, published: false })
        .where(eq(jobs.id, job.id));
      const response = await page(`/vacancies/${job.number}`);
      expect(response.statusCode).toBe(410);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain(`/vacancies/${similar.job.number}`);
      expect(response.body).not.toContain('application/ld+json');
    }
    expect(owner.user.id).toBeTruthy();
  });

  it('answers 404 for a draft, a blocked job, a job held for review, an unknown or odd number', async () => {
    const owner = await createUser(app());
    const draft = await createJob(app(), owner.user.id);
    const blocked = await publishJob(app(), (await createJob(app(), owner.user.id)).id);
    await app().ctx.db.update(jobs).set({ status: 'blocked' }).where(eq(jobs.id, blocked.id));
    const held = await publishJob(app(), (await createJob(app(), owner.user.id)).id);
    await app().ctx.db.update(jobs).set({ heldAt: new Date() }).where(eq(jobs.id, held.id));
    for (const number of [
      draft.number,
      blocked.number,
      held.number,
      99_999_999,
      'abc',
      '1'.repeat(40),
      '-1',
    ]) {
      const response = await page(`/vacancies/${String(number)}`);
      expect(response.statusCode, String(number)).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('noindex');
    }
    // A NUL is refused as bad input before any page is looked for, as on every route.
    expect((await page('/vacancies/%00')).statusCode).toBe(400);
  });
});

describe('job payloads', () => {
  it('carry publicUrl for a live job and null otherwise', async () => {
    const owner = await createUser(app());
    const draft = await createJob(app(), owner.user.id);
    const draftPayload = ZJobResponse.parse(
      (await app().request({ method: 'GET', url: `/api/jobs/${draft.id}`, token: owner.token })).json(),
    );
    expect(draftPayload.job.publicUrl).toBeNull();
    await publishJob(app(), draft.id);
    const live = ZJobResponse.parse(
      (await app().request({ method: 'GET', url: `/api/jobs/${draft.id}`, token: owner.token })).json(),
    );
    expect(live.job.publicUrl).toBe(`${PUBLIC_URL}/vacancies/${draft.number}`);
  });
});

describe('GET /vacancies', () => {
  it('lists live jobs newest first in pages of links, filterable by profession', async () => {
    const owner = await createUser(app());
    const made: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const job = await createJob(app(), owner.user.id, { category: 'tutor', title: `Maths tutor ${i}` });
      await publishJob(app(), job.id, new Date(Date.UTC(2030, 0, 1, 0, i)));
      made.push(job.number);
    }
    const first = await page('/vacancies?profession=tutor&utm_source=telegram');
    expect(first.statusCode).toBe(200);
    const numbers = (html: string) =>
      [...html.matchAll(/href="\/vacancies\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(numbers(first.body)).toEqual(made.slice(3).reverse());
    const next = /<a rel="next" href="([^"]+)"/.exec(first.body)?.[1]?.replaceAll('&#38;', '&');
    expect(next).toBeDefined();
    const second = await page(next ?? '');
    expect(numbers(second.body)).toEqual(made.slice(0, 3).reverse());
    expect(second.body).toContain('noindex, follow');
    expect(second.body).not.toContain('rel="next"');
  });

  // Issue 33: the first-job filters where a public listing makes sense.
  it('narrows to jobs without experience and to paid internships, with links that keep the other filters', async () => {
    const when = new Date(Date.UTC(2031, 0, 1));
    const { job: plain } = await liveJob({
      category: 'courier',
      experience: '1_3',
      title: 'Courier with experience',
    });
    const { job: first } = await liveJob({
      category: 'courier',
      experience: 'none',
      title: 'Courier, first job',
    });
    const { job: paid } = await liveJob({
      category: 'courier',
      experience: 'none',
      employmentType: 'internship',
      internship: { paid: true, mentor: true, offerPossible: true },
      title: 'Paid courier internship',
    });
    for (const job of [plain, first, paid]) await publishJob(app(), job.id, when);
    const numbers = (html: string) =>
      [...html.matchAll(/href="\/vacancies\/(\d+)"/g)].map((m) => Number(m[1]));

    const all = await page('/vacancies?profession=courier');
    expect(numbers(all.body)).toEqual(expect.arrayContaining([plain.number, first.number, paid.number]));
    const none = await page('/vacancies?profession=courier&experience=none');
    expect(none.statusCode).toBe(200);
    expect(numbers(none.body)).toContain(first.number);
    expect(numbers(none.body)).toContain(paid.number);
    expect(numbers(none.body)).not.toContain(plain.number);
    expect(none.body).toContain(
      '<link rel="canonical" href="' + PUBLIC_URL + '/vacancies?profession=courier&#38;experience=none">',
    );
    // The chip that is on says so, and the paid one adds itself to what is chosen.
    expect(none.body).toContain(
      '<li><a href="/vacancies?profession=courier" aria-current="page">No experience needed</a></li>',
    );
    expect(none.body).toContain('href="/vacancies?profession=courier&#38;experience=none&#38;paid=true"');
    const paidOnly = await page('/vacancies?profession=courier&experience=none&paid=true');
    expect(
      numbers(paidOnly.body).filter((n) => [plain.number, first.number, paid.number].includes(n)),
    ).toEqual([paid.number]);
    // An unknown value lists everything, as an unknown profession does.
    const odd = await page('/vacancies?profession=courier&experience=lots&paid=maybe');
    expect(odd.statusCode).toBe(200);
    expect(numbers(odd.body)).toContain(plain.number);
  });

  it('keeps a language chosen in the address on every link to another page, the canonical address without it', async () => {
    const { job } = await liveJob({ category: 'courier', title: 'Courier for the language test' });
    await publishJob(app(), job.id);
    // The page's own links (not the language links, which name their language themselves).
    const links = (html: string) =>
      [...html.matchAll(/<a href="(\/[^"]*)"(?![^>]*hreflang)/g)].map(
        (m) => m[1]?.replaceAll('&#38;', '&') ?? '',
      );
    for (const path of ['/vacancies?profession=courier&lng=ar', `/vacancies/${job.number}?lng=ar`]) {
      const chosen = await page(path);
      expect(chosen.statusCode, path).toBe(200);
      expect(chosen.body).toContain('<html lang="ar" dir="rtl">');
      const found = links(chosen.body);
      expect(found.length, path).toBeGreaterThanOrEqual(5);
      for (const link of found)
        expect(new URL(link, PUBLIC_URL).searchParams.get('lng'), `${path}: ${link}`).toBe('ar');
      expect(chosen.body).not.toMatch(/rel="canonical" href="[^"]*lng=/);
    }
    // Without a choice in the address the links stay as they were (the cookie or the browser decides).
    const plain = await page('/vacancies?profession=courier');
    for (const link of links(plain.body)) expect(link).not.toContain('lng=');
  });
});

describe('sitemap and robots.txt', () => {
  it('list every live vacancy and no other, in parts named by the index', async () => {
    const owner = await createUser(app());
    const live = await publishJob(app(), (await createJob(app(), owner.user.id)).id);
    const draft = await createJob(app(), owner.user.id);
    const index = await page('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const locs = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    // The company pages have their own file (company-pages.test.ts).
    expect(locs).toContain(`${PUBLIC_URL}/sitemaps/companies.xml`);
    const parts = locs.filter((loc) => loc !== `${PUBLIC_URL}/sitemaps/companies.xml`);
    expect(parts.length).toBeGreaterThan(0);
    const listed = new Set<string>();
    for (const part of parts) {
      expect(part.startsWith(`${PUBLIC_URL}/sitemaps/vacancies-`)).toBe(true);
      const body = (await page(part.slice(PUBLIC_URL.length))).body;
      for (const m of body.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(m[1] ?? '');
    }
    const liveNumbers = await app()
      .ctx.db.select({ number: jobs.number })
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), isNull(jobs.heldAt)));
    const expected = new Set(liveNumbers.map(({ number }) => `${PUBLIC_URL}/vacancies/${number}`));
    expect(listed).toEqual(expected);
    expect(listed.has(`${PUBLIC_URL}/vacancies/${live.number}`)).toBe(true);
    expect(listed.has(`${PUBLIC_URL}/vacancies/${draft.number}`)).toBe(false);
    expect((await page('/sitemaps/nothing.xml')).statusCode).toBe(404);
  });

  it('robots.txt allows the vacancy pages, names the sitemap and keeps crawlers out of the API', async () => {
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Allow: /vacancies/');
    expect(robots.body).toContain('Disallow: /api/');
    for (const path of ['/my-companies', '/invitations/', '/company-domain/', '/unsubscribe']) {
      expect(robots.body).toContain(`Disallow: ${path}`);
    }
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the job check without JavaScript', () => {
  it('answers a job number as a page', async () => {
    const { job } = await liveJob({ title: 'Cashier at the corner shop' });
    const owner = await createUser(app());
    const draft = await createJob(app(), owner.user.id);
    const found = await page(`/vacancies/check?number=${job.number}`);
    expect(found.body).toContain('Cashier at the corner shop');
    expect(found.body).toContain(`href="/vacancies/${job.number}"`);
    expect((await page(`/vacancies/check?number=${draft.number}`)).body).toContain('not published yet');
    expect((await page('/vacancies/check?number=12345678')).body).toContain('has not appeared yet');
    expect((await page('/vacancies/check?number=%20')).body).toContain('Please enter the job number');
  });
});
