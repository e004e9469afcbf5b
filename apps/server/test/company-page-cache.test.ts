import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema.ts';
import { createJob, createUser, nextAddress, publishJob } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 31 (decision 059): a company page lists its live vacancies in pages of 50, and the rendered
// page is kept for everyone until something it shows changes.

const app = useTestApp({ PUBLIC_URL: 'https://debut.example', PUBLIC_PAGE_CACHE_SECONDS: '60' });

const page = (url: string) => app().request({ method: 'GET', url });
const jobNumbers = (html: string) =>
  [...html.matchAll(/href="\/vacancies\/(\d+)"/g)].map((m) => Number(m[1]));

describe('the company page', () => {
  it('lists every live vacancy in pages of 50, newest first, and is forgotten when the company or its jobs change', async () => {
    const owner = await createUser(app());
    const created = await app().request({
      method: 'POST',
      url: '/api/companies',
      token: owner.token,
      remoteAddress: nextAddress(),
      payload: { name: 'Paging Bakery', about: 'Fresh bread every morning.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json().company as { _id: string; slug: string };
    const made: number[] = [];
    for (let i = 0; i < 55; i += 1) {
      const job = await createJob(app(), owner.user.id, { companyId: company._id, title: `Baker ${i}` });
      await publishJob(app(), job.id, new Date(Date.UTC(2032, 0, 1, 0, i)));
      made.push(job.number);
    }
    const newestFirst = [...made].reverse();

    const first = await page(`/companies/${company.slug}`);
    expect(first.statusCode).toBe(200);
    expect(jobNumbers(first.body)).toEqual(newestFirst.slice(0, 50));
    expect(first.body).not.toContain('noindex');
    const next = /<a rel="next" href="([^"]+)"/.exec(first.body)?.[1]?.replaceAll('&#38;', '&');
    expect(next).toMatch(/^\/companies\/paging-bakery\?after=/);
    const second = await page(next ?? '');
    expect(jobNumbers(second.body)).toEqual(newestFirst.slice(50));
    expect(second.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(second.body).not.toContain('rel="next"');
    // A cursor nobody wrote is the first page, not an error.
    expect(jobNumbers((await page(`/companies/${company.slug}?after=nonsense`)).body)).toEqual(
      newestFirst.slice(0, 50),
    );

    // Kept: a change behind the service's back (no event) is not seen yet…
    await app()
      .ctx.db.update(companies)
      .set({ about: 'Written behind its back.' })
      .where(eq(companies.id, company._id));
    expect((await page(`/companies/${company.slug}`)).body).toContain('Fresh bread every morning.');
    // …and an edit through the API is seen at once.
    const edited = await app().request({
      method: 'PATCH',
      url: `/api/companies/${company._id}`,
      token: owner.token,
      remoteAddress: nextAddress(),
      payload: { about: 'Rye and sourdough.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page(`/companies/${company.slug}`)).body).toContain('Rye and sourdough.');

    // A job that closes leaves the page at once.
    const newest = await app().request({ method: 'GET', url: '/api/jobs/my', token: owner.token });
    const closing = (newest.json() as { items: { _id: string; number: number }[] }).items.find(
      (job) => job.number === newestFirst[0],
    );
    const closed = await app().request({
      method: 'PUT',
      url: `/api/jobs/${closing?._id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(jobNumbers((await page(`/companies/${company.slug}`)).body)).toEqual(newestFirst.slice(1, 51));
  });
});
