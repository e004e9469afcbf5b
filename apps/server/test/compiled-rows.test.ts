import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { withCompiledRows } from '../src/db/compiled-rows.ts';
import { jobs, users } from '../src/db/schema.ts';
import { listedJobColumns, seenByColumn } from '../src/modules/jobs/listed-job.ts';
import { haversineKm } from '../src/modules/jobs/search.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, MOSCOW, publishJob } from './support/factories.ts';

// A search's page maps its rows with a mapper compiled once per statement (issue 30): it must give
// exactly what drizzle's own mapping gives, on both databases.

const app = useTestApp();

/** The search page's select (listed-job columns, seen, distance), prepared under `name`. */
function pageSelect(name: string) {
  const { db } = app().ctx;
  return db
    .select({
      ...listedJobColumns,
      seen: seenByColumn(sql.placeholder('viewerId')),
      distanceKm: sql<number | null>`${haversineKm(sql.placeholder('lat'), sql.placeholder('lng'))}`,
    })
    .from(jobs)
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(jobs.id)
    .prepare(name);
}

describe('withCompiledRows', () => {
  it("maps a page's rows exactly as drizzle does: nested objects, dates, json, nulls, booleans, numbers", async () => {
    const owner = await createUser(app(), { displayName: 'Mapper Owner' });
    const seeker = await createUser(app(), { displayName: 'Mapper Seeker' });
    const published = await createJob(app(), owner.user._id, { title: 'Barista, mornings', ...MOSCOW });
    await publishJob(app(), published.id);
    // A draft: no publication date, no expiry, fewer facts.
    const draft = await createJob(app(), owner.user._id, { title: 'Courier' });
    await app()
      .ctx.db.update(users)
      .set({ emailVerifiedAt: new Date('2026-01-02T03:04:05.678Z') })
      .where(eq(users.id, owner.user._id));
    const ids = [published.id, draft.id];

    const compiled = withCompiledRows(pageSelect('compiled_rows_page'));
    const plain = pageSelect('plain_rows_page');
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    expect((plain as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();

    for (const viewerId of [null, seeker.user._id]) {
      const parameters = { ids, viewerId, ...MOSCOW };
      const expected = await plain.execute(parameters);
      const actual = await compiled.execute(parameters);
      expect(actual).toHaveLength(2);
      expect(actual).toEqual(expected);
      // The same kinds of values, not only equal-looking ones.
      for (const [index, row] of actual.entries()) {
        for (const [key, value] of Object.entries(row.job)) {
          const other = (expected[index]?.job as Record<string, unknown>)[key];
          expect(value instanceof Date, key).toBe(other instanceof Date);
          expect(typeof value, key).toBe(typeof other);
        }
      }
    }
    const [row] = await compiled.execute({ ids: [published.id], viewerId: null, ...MOSCOW });
    expect(row?.job.publishedAt).toBeInstanceOf(Date);
    expect(row?.ownerEmailVerified).toBe(true);
    expect(row?.distanceKm).toBeCloseTo(0, 6);
    expect(row?.seen).toBe(false);
  });

  it('leaves a select with an outer join to drizzle, which may turn the joined object into null', () => {
    const { db } = app().ctx;
    const joined = db
      .select({ job: { id: jobs.id }, owner: { id: users.id } })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.ownerId))
      .prepare('outer_join_rows');
    expect(withCompiledRows(joined)).toBe(joined);
    expect((joined as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
