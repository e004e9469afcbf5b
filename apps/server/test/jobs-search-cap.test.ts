import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, ZJobSearchResponse } from '@debut/contract/jobs';
import { seed } from '../src/seed/generate.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser } from './support/factories.ts';

const app = useTestApp();

it(`counts matches up to ${SEARCH_TOTAL_CAP} and says when there are more`, async () => {
  await seed(app().ctx.db, { jobs: SEARCH_TOTAL_CAP + 5, users: 2, activeShare: 1, seed: 3 });
  const { token } = await createUser(app());
  const all = await app().request({ method: 'GET', url: '/api/jobs?limit=1', token });
  expect(ZJobSearchResponse.parse(all.json())).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  await app().ctx.db.execute(
    sql`update jobs set status = 'draft' where id in (select id from jobs limit 10)`,
  );
  const fewer = await app().request({ method: 'GET', url: '/api/jobs?limit=1', token });
  expect(fewer.json()).toMatchObject({ total: SEARCH_TOTAL_CAP - 5, totalCapped: false });
}, 60_000);
