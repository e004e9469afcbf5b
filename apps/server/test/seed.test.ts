import { describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jobs } from '../src/db/schema.ts';
import { runListingLifetime } from '../src/modules/jobs/lifetime.ts';
import { currencyOfCountry } from '@debut/contract/currencies';
import { CITIES } from '../src/seed/cities.ts';
import { seed } from '../src/seed/generate.ts';
import { useTestApp } from './support/test-app.ts';

// A short lifetime puts every demo job inside the three-day reminder window at once.
const app = useTestApp({ LISTING_DAYS: '3' });

describe('seed', () => {
  it('leaves no expiry reminder behind: the first run of the listing lifetime mails no demo owner', async () => {
    await seed(app().ctx.db, { jobs: 120, users: 5, activeShare: 1, seed: 11, listingDays: 3 });

    const live = await app()
      .ctx.db.select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), sql`${jobs.expiresAt} > now()`));
    expect(live[0]?.n).toBe(120);
    const unreminded = await app()
      .ctx.db.select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), isNull(jobs.expiryRemindedAt)));
    expect(unreminded[0]?.n).toBe(0);

    const done = await runListingLifetime(app().ctx);
    expect(done).toEqual({ expired: 0, reminded: 0 });
    expect(await app().mails()).toHaveLength(0);
  });

  it('publishes demo jobs within the configured lifetime (LISTING_DAYS), never past their end', async () => {
    await seed(app().ctx.db, { jobs: 50, users: 0, activeShare: 1, seed: 12, listingDays: 3 });
    const rows = await app()
      .ctx.db.select({ publishedAt: jobs.publishedAt, expiresAt: jobs.expiresAt })
      .from(jobs);
    for (const { publishedAt, expiresAt } of rows) {
      if (!publishedAt || !expiresAt) throw new Error('a seeded live job without its dates');
      expect(expiresAt.getTime() - publishedAt.getTime()).toBe(3 * 86_400_000);
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("pays each city's demo jobs in that city's country's currency (a Berlin job in euros, not roubles)", async () => {
    await seed(app().ctx.db, { jobs: 300, users: 0, activeShare: 1, seed: 13, listingDays: 3 });
    const rows = await app()
      .ctx.db.select({ address: jobs.address, currency: jobs.salaryCurrency, salary: jobs.salary })
      .from(jobs);
    const seen = new Set<string>();
    for (const row of rows) {
      const city = CITIES.find((each) => row.address.startsWith(`${each.name}, `));
      if (!city) throw new Error(`a seeded job outside the seed's cities: ${row.address}`);
      expect(row.currency, row.address).toBe(currencyOfCountry(city.country));
      expect(row.salary, row.address).toBeGreaterThan(0);
      seen.add(row.currency);
    }
    expect(seen).toContain('EUR');
    expect(seen).toContain('RUB');
    expect(seen.size).toBeGreaterThan(5);
  });
});
