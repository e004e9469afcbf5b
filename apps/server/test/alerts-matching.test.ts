import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { ZAlertQuery, type TAlertQuery } from '@debut/contract/alerts';
import { alertMatches, alerts } from '../src/db/schema.ts';
import { recordMatches } from '../src/modules/alerts/matching.ts';
import { searchJobs } from '../src/modules/jobs/search.ts';
import { createJob, createUser, MOSCOW, publishJob } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// One definition of "this job is in that search": an alert matches a job exactly when the alert's
// search (GET /jobs with its query) lists the job. Random searches over a varied set of jobs.

const app = useTestApp();

const WORDS = ['barista', 'waiter', 'courier', 'intern', 'warehouse', 'cafe', 'night', 'student', 'baker'];
const CATEGORIES = ['barista', 'waiter', 'courier', 'cashier', 'Бариста', 'Kellner', 'dog walker'];
const SCHEDULES = ['full_time', 'shift', 'flexible', 'remote'] as const;
const EMPLOYMENT = ['full', 'part_time', 'internship', 'temporary'] as const;
const EXPERIENCE = ['none', 'under_1', '1_3', '3_plus'] as const;

const queryArbitrary: fc.Arbitrary<TAlertQuery> = fc
  .record({
    q: fc.oneof(
      fc.constantFrom(...WORDS),
      fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map((pair) => pair.join(' ')),
      // Typos and prefixes go through the same correction as the search's.
      fc.constantFrom('barsta', 'courer', 'bak', 'wai'),
    ),
    place: fc.record({
      lat: fc.double({ min: MOSCOW.lat - 0.3, max: MOSCOW.lat + 0.3, noNaN: true }),
      lng: fc.double({ min: MOSCOW.lng - 0.3, max: MOSCOW.lng + 0.3, noNaN: true }),
      radiusKm: fc.double({ min: 1, max: 40, noNaN: true }),
    }),
    category: fc.constantFrom(...CATEGORIES),
    schedule: fc.constantFrom(...SCHEDULES),
    employmentType: fc.constantFrom(...EMPLOYMENT),
    experience: fc.constantFrom(...EXPERIENCE),
    paid: fc.constant(true as const),
    withSalary: fc.constant(true as const),
    salaryMin: fc.integer({ min: 20_000, max: 90_000 }),
  })
  // One to three conditions, as people save them: all seven at once would rarely match anything.
  .chain((all) =>
    fc
      .shuffledSubarray(Object.keys(all), { minLength: 1, maxLength: 3 })
      .map((keys) => Object.fromEntries(Object.entries(all).filter(([key]) => keys.includes(key)))),
  )
  .map(({ place, ...rest }) => ZAlertQuery.parse({ ...rest, ...(place as object | undefined) }));

describe('alert matching is the search', () => {
  it('matches a job exactly when the alert’s search lists it', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const jobIds: string[] = [];
    const jobs = fc.sample(
      fc.record({
        title: fc
          .tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS))
          .map(([first, second]) => `${first} ${second}`),
        category: fc.constantFrom('barista', 'waiter', 'courier', 'cashier', 'other'),
        schedule: fc.constantFrom(...SCHEDULES),
        employmentType: fc.constantFrom(...EMPLOYMENT),
        experience: fc.constantFrom(...EXPERIENCE),
        // Some name no salary, some a range (salaryMin reaches a range's top), internships paid or not.
        salary: fc.option(fc.integer({ min: 15_000, max: 100_000 }), { freq: 5 }),
        rangeWidth: fc.option(fc.integer({ min: 0, max: 40_000 }), { freq: 2 }),
        paid: fc.boolean(),
        lat: fc.double({ min: MOSCOW.lat - 0.4, max: MOSCOW.lat + 0.4, noNaN: true }),
        lng: fc.double({ min: MOSCOW.lng - 0.4, max: MOSCOW.lng + 0.4, noNaN: true }),
      }),
      { numRuns: 60, seed: 2026 },
    );
    for (const { rangeWidth, paid, ...job } of jobs) {
      const range = job.salary !== null && rangeWidth !== null ? { salaryMax: job.salary + rangeWidth } : {};
      const internship =
        job.employmentType === 'internship'
          ? { internship: { paid, mentor: false, offerPossible: false } }
          : {};
      const facts = { ...job, ...range, ...internship };
      const input = job.category === 'other' ? { ...facts, categoryOther: 'Dog walker' } : facts;
      jobIds.push((await publishJob(app(), (await createJob(app(), owner.user.id, input)).id)).id);
    }

    const queries = fc.sample(queryArbitrary, { numRuns: 80, seed: 11 });
    const alertIds: string[] = [];
    for (const query of queries) {
      const response = await app().request({
        method: 'POST',
        url: '/api/alerts',
        token: seeker.token,
        payload: { name: 'Random', query, frequency: 'daily' },
      });
      if (response.statusCode === 409) {
        // 20 a person: the next ones belong to another seeker.
        await app()
          .ctx.db.update(alerts)
          .set({ userId: owner.user.id })
          .where(eq(alerts.userId, seeker.user.id));
        const again = await app().request({
          method: 'POST',
          url: '/api/alerts',
          token: seeker.token,
          payload: { name: 'Random', query, frequency: 'daily' },
        });
        alertIds.push((again.json() as { alert: { id: string } }).alert.id);
        continue;
      }
      expect(response.statusCode, response.body).toBe(201);
      alertIds.push((response.json() as { alert: { id: string } }).alert.id);
    }
    for (const id of jobIds) await recordMatches(app().ctx.db, id);

    const matched = await app()
      .ctx.db.select({ alertId: alertMatches.alertId, jobId: alertMatches.jobId })
      .from(alertMatches)
      .where(inArray(alertMatches.alertId, alertIds));
    let nonEmpty = 0;
    for (const [index, query] of queries.entries()) {
      const alertId = alertIds[index];
      const found = await searchJobs(app().ctx.db, { ...query, sort: 'date', limit: 100 });
      const searched = found.hits.map((hit) => hit.row.id).sort();
      const reached = matched
        .filter((row) => row.alertId === alertId)
        .map((row) => row.jobId)
        .sort();
      expect(reached, JSON.stringify(query)).toEqual(searched);
      if (searched.length > 0) nonEmpty += 1;
    }
    // The sample is worth something only if many searches find jobs and many do not.
    expect(nonEmpty).toBeGreaterThan(10);
    expect(nonEmpty).toBeLessThan(queries.length - 10);
  });
});
