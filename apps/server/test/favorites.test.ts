import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAVORITES_MAX, ZFavoriteIds, ZFavoritesResponse } from '@debut/contract/favorites';
import { ZJobResponse } from '@debut/contract/jobs';
import { favorites } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';

const app = useTestApp();

const put = (token: string, jobId: string) =>
  app().request({ method: 'PUT', url: `/api/favorites/${jobId}`, token });
const remove = (token: string, jobId: string) =>
  app().request({ method: 'DELETE', url: `/api/favorites/${jobId}`, token });
const list = async (token: string) =>
  ZFavoritesResponse.parse((await app().request({ method: 'GET', url: '/api/favorites', token })).json());

async function liveJob(ownerId: string, title = 'Barista at a city café') {
  return publishJob(app(), (await createJob(app(), ownerId, { title })).id);
}

describe('favourites', () => {
  it('adds, keeps the order they were added in, and removes; both are idempotent', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const first = await liveJob(owner.user.id, 'Waiter in a bistro');
    const second = await liveJob(owner.user.id, 'Tutor for maths');

    const added = await put(seeker.token, first.id);
    expect(added.statusCode).toBe(200);
    expect(ZFavoriteIds.parse(added.json())).toEqual({ ids: [first.id] });
    expect((await put(seeker.token, second.id)).json()).toEqual({ ids: [first.id, second.id] });
    expect((await put(seeker.token, first.id)).json()).toEqual({ ids: [first.id, second.id] });

    const current = await list(seeker.token);
    expect(current.ids).toEqual([first.id, second.id]);
    expect(current.items.map((item) => [item.available, item.job?.title])).toEqual([
      [true, 'Waiter in a bistro'],
      [true, 'Tutor for maths'],
    ]);

    expect((await remove(seeker.token, first.id)).json()).toEqual({ ids: [second.id] });
    expect((await remove(seeker.token, first.id)).json()).toEqual({ ids: [second.id] });
    expect((await list(seeker.token)).ids).toEqual([second.id]);
  });

  it('belongs to one account only', async () => {
    const owner = await createUser(app());
    const anna = await createUser(app());
    const boris = await createUser(app());
    const job = await liveJob(owner.user.id);
    await put(anna.token, job.id);
    expect((await list(boris.token)).ids).toEqual([]);
    expect((await remove(boris.token, job.id)).json()).toEqual({ ids: [] });
    expect((await list(anna.token)).ids).toEqual([job.id]);
  });

  it("refuses a job the person cannot see, and accepts one's own draft", async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const draft = await createJob(app(), owner.user.id);
    const missing = await put(seeker.token, draft.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await put(seeker.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(seeker.token, 'nope')).statusCode).toBe(400);
    expect((await put(owner.token, draft.id)).json()).toEqual({ ids: [draft.id] });
    expect((await app().request({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
  });

  it('shows a closed job as no longer available and a deleted one without details, until removed', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const closed = await liveJob(owner.user.id, 'Courier on a bicycle');
    const deleted = await liveJob(owner.user.id, 'Promoter at a mall');
    await put(seeker.token, closed.id);
    await put(seeker.token, deleted.id);
    await app().request({
      method: 'PUT',
      url: `/api/jobs/${closed.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });
    await app().request({ method: 'DELETE', url: `/api/jobs/${deleted.id}`, token: owner.token });

    const { ids, items } = await list(seeker.token);
    expect(ids).toEqual([closed.id, deleted.id]);
    expect(items[0]).toMatchObject({
      jobId: closed.id,
      available: false,
      job: { title: 'Courier on a bicycle', status: 'closed', closedReason: 'filled' },
    });
    expect(items[1]).toMatchObject({ jobId: deleted.id, available: false, job: null });
    expect((await remove(seeker.token, deleted.id)).json()).toEqual({ ids: [closed.id] });
  });

  it('sets `favorite` on the job card', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(owner.user.id);
    const read = async () =>
      ZJobResponse.parse(
        (await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: seeker.token })).json(),
      ).job.favorite;
    expect(await read()).toBe(false);
    await put(seeker.token, job.id);
    expect(await read()).toBe(true);
  });

  it(`keeps at most ${FAVORITES_MAX}`, async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(owner.user.id);
    await app()
      .ctx.db.insert(favorites)
      .values(
        Array.from({ length: FAVORITES_MAX }, (_, index) => ({
          userId: seeker.user.id,
          jobId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        })),
      );
    const refused = await put(seeker.token, job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(`You can keep up to ${FAVORITES_MAX} favourites`);
  });

  it('go with the account', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(owner.user.id);
    await put(seeker.token, job.id);
    await app().request({ method: 'DELETE', url: '/api/users/me', token: seeker.token });
    expect(await app().ctx.db.select().from(favorites).where(eq(favorites.userId, seeker.user.id))).toEqual(
      [],
    );
  });
});
