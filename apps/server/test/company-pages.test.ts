import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LANGUAGES } from '@debut/contract/constants';
import { COMPANY_BADGE_TEXTS, humanTextProblem } from '@debut/contract/human-text';
import { companies } from '../src/db/schema.ts';
import { PAGE_CATALOGUES } from '../src/modules/vacancy-pages/locales/index.ts';
import { useTestApp } from './support/test-app.ts';
import { confirmEmail, createJob, createUser, nextAddress, publishJob } from './support/factories.ts';

// Issue 31: the public company page, its structured data, the sitemap, and the vacancy pages' link.

const PUBLIC_URL = 'https://debut.example';
const app = useTestApp({ PUBLIC_URL });

interface SdttResult {
  failed: { description?: string; test: string }[];
  warnings: { description?: string; test: string }[];
}
type Preset = { name: string; description: string; schema?: string; tests: Record<string, unknown>[] };
const require = createRequire(import.meta.url);
const sdtt = require('structured-data-testing-tool') as {
  structuredDataTest(html: string, options: { presets: Preset[] }): Promise<SdttResult>;
};

/** Google's Organization structured data: name and url required, logo and sameAs recommended. */
const GoogleOrganization: Preset = {
  name: 'Google Organization',
  description: 'Properties of a Google organization logo and knowledge panel',
  schema: 'Organization',
  tests: [
    { test: 'Organization', schema: 'Organization' },
    ...['name', 'url'].map((property) => ({
      test: `Organization[*].${property}`,
      description: `required: ${property}`,
    })),
    ...['logo', 'sameAs', 'description'].map((property) => ({
      test: `Organization[*].${property}`,
      description: `recommended: ${property}`,
      warning: true,
    })),
  ],
};

const page = (url: string, headers: Record<string, string> = {}) =>
  app().request({ method: 'GET', url, headers, remoteAddress: nextAddress() });

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );

async function companyWithJobs() {
  const owner = await createUser(app(), { displayName: 'Page Owner' });
  const created = await app().request({
    method: 'POST',
    url: '/api/companies',
    token: owner.token,
    remoteAddress: nextAddress(),
    payload: {
      name: 'Северный Кофе',
      about: 'Мы обжариваем кофе сами.\n\nРаботаем с 2015 года.',
      website: 'https://north-coffee.example.com',
      industry: 'Кофейни',
      size: '11-50',
      city: { name: 'Москва', lat: 55.75, lng: 37.62 },
    },
  });
  const company = created.json().company as { _id: string; slug: string };
  const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#224488' } })
    .png()
    .toBuffer();
  const uploaded = await app().request({
    method: 'PUT',
    url: `/api/companies/${company._id}/logo`,
    payload: logo,
    headers: { 'content-type': 'image/png' },
    token: owner.token,
    remoteAddress: nextAddress(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const first = await publishJob(
    app(),
    (await createJob(app(), owner.user._id, { companyId: company._id, title: 'Бариста утренней смены' })).id,
  );
  const second = await publishJob(
    app(),
    (await createJob(app(), owner.user._id, { companyId: company._id, title: 'Кассир в кофейню' })).id,
  );
  const draft = await createJob(app(), owner.user._id, {
    companyId: company._id,
    title: 'Черновик вакансии',
  });
  return {
    owner,
    company,
    logoUrl: uploaded.json().company.logoUrl as string,
    jobs: [first, second],
    draft,
  };
}

describe('GET /companies/{slug}', () => {
  it('shows the logo, about, facts and every live vacancy, with schema.org Organization', async () => {
    const { company, logoUrl, jobs } = await companyWithJobs();
    expect(company.slug).toBe('северный-кофе');
    const response = await page(`/companies/${encodeURIComponent(company.slug)}?lng=ru`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<h1 dir="auto">Северный Кофе');
    expect(html).toContain(`src="${logoUrl}"`);
    expect(html).toContain('Мы обжариваем кофе сами.');
    expect(html).toContain('11-50 сотрудников');
    // Asked in Russian by the address, its links stay in Russian.
    for (const job of jobs) expect(html).toContain(`href="/vacancies/${job.number}?lng=ru"`);
    expect(html).not.toContain('Черновик вакансии');
    // No response figures yet (§14.2): nothing is said about them.
    expect(html).not.toContain('class="response"');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const [organization] = jsonLd(html);
    expect(organization).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Северный Кофе',
      url: `${PUBLIC_URL}/companies/${encodeURIComponent(company.slug)}`,
      logo: logoUrl,
      sameAs: ['https://north-coffee.example.com/'],
      description: 'Мы обжариваем кофе сами.\n\nРаботаем с 2015 года.',
      knowsAbout: 'Кофейни',
      address: { '@type': 'PostalAddress', addressLocality: 'Москва' },
    });
    const result = await sdtt.structuredDataTest(html, { presets: [GoogleOrganization] });
    expect(result.failed.map((test) => test.description ?? test.test)).toEqual([]);
    expect(result.warnings.map((test) => test.description ?? test.test)).toEqual([]);
  });

  it('shows the badge of the highest verification, in the reader’s language', async () => {
    const { owner, company } = await companyWithJobs();
    const url = `/companies/${encodeURIComponent(company.slug)}`;
    expect((await page(`${url}?lng=en`)).body).not.toContain('class="badge');
    await confirmEmail(app(), { id: owner.user._id, email: owner.email });
    expect((await page(`${url}?lng=en`)).body).toMatch(
      /<span class="badge ok"><svg[^>]*>.*?<\/svg>E-mail confirmed<\/span>/,
    );
    await app()
      .ctx.db.update(companies)
      .set({ domainVerifiedAt: new Date() })
      .where(eq(companies.id, company._id));
    expect((await page(`${url}?lng=ru`)).body).toMatch(
      /<span class="badge ok"><svg[^>]*>.*?<\/svg>Домен подтверждён<\/span>/,
    );
    await app()
      .ctx.db.update(companies)
      .set({ documentsVerifiedAt: new Date() })
      .where(eq(companies.id, company._id));
    expect((await page(`${url}?lng=de`)).body).toMatch(
      /<span class="badge ok"><svg[^>]*>.*?<\/svg>Unterlagen geprüft<\/span>/,
    );
  });

  it('answers 404 for a slug nobody has, without indexing', async () => {
    const response = await page('/companies/nobody-has-this');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('is in the sitemap, and the vacancy pages link to it with the logo in hiringOrganization', async () => {
    const { company, logoUrl, jobs } = await companyWithJobs();
    const index = await page('/sitemap.xml');
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/companies.xml</loc>`);
    const part = await page('/sitemaps/companies.xml');
    expect(part.statusCode).toBe(200);
    expect(part.body).toContain(`<loc>${PUBLIC_URL}/companies/${encodeURIComponent(company.slug)}</loc>`);
    const vacancy = (await page(`/vacancies/${jobs[0]?.number}`)).body;
    expect(vacancy).toContain(`href="/companies/${encodeURIComponent(company.slug)}"`);
    const posting = jsonLd(vacancy).find((item) => item['@type'] === 'JobPosting');
    expect(posting?.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Северный Кофе',
      sameAs: [
        `${PUBLIC_URL}/companies/${encodeURIComponent(company.slug)}`,
        'https://north-coffee.example.com/',
      ],
      logo: logoUrl,
    });
  });
});

describe('company badges', () => {
  it('are the catalogues’ texts, and no typed name can carry them', () => {
    const fromCatalogues = LANGUAGES.flatMap((language) => {
      const { company } = PAGE_CATALOGUES[language] as {
        company: { verified: { domain: string; documents: string } };
      };
      return [company.verified.domain, company.verified.documents];
    });
    expect([...new Set(fromCatalogues)].sort()).toEqual([...new Set(COMPANY_BADGE_TEXTS)].sort());
    for (const badge of fromCatalogues) {
      expect(humanTextProblem(badge), badge).toBe('badge');
      expect(humanTextProblem(`Acme ${badge.toUpperCase()}`), badge).toBe('badge');
    }
  });
});
