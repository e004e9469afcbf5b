import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { ALERTS_PER_USER, type TAlert } from '@debut/contract/alerts';
import { alertMatches, alerts, jobs } from '../src/db/schema.ts';
import { runAlertDigests } from '../src/modules/alerts/digests.ts';
import { getOrCreateSecret } from '../src/platform/secrets.ts';
import { createJob, createUser, MOSCOW, publishJob, type TestUser } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

// DESIGN.md §13.1: saved searches, their matches, digests and the one-click unsubscribe.

const app = useTestApp();

const NEAR_MOSCOW = { lat: MOSCOW.lat, lng: MOSCOW.lng, radiusKm: 15 };

async function saveAlert(person: TestUser, body: Record<string, unknown>) {
  return app().request({ method: 'POST', url: '/api/alerts', token: person.token, payload: body });
}

async function newAlert(
  person: TestUser,
  query: Record<string, unknown>,
  frequency = 'instant',
): Promise<TAlert> {
  const response = await saveAlert(person, { name: 'My search', query, frequency });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { alert: TAlert }).alert;
}

/**
 * A live job, its matching delivered: the publication's UPDATE wrote the outbox entry (migration 0019),
 * delivered here at once instead of at the scheduler's next run.
 */
async function liveJob(owner: TestUser, overrides: Parameters<typeof createJob>[2] = {}) {
  const job = await publishJob(app(), (await createJob(app(), owner.user.id, overrides)).id);
  await app().deliverOwed();
  return job;
}

async function myAlerts(person: TestUser): Promise<TAlert[]> {
  const response = await app().request({ method: 'GET', url: '/api/alerts', token: person.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: TAlert[] }).items;
}

async function digests() {
  return runAlertDigests(app().ctx, await getOrCreateSecret(app().ctx.db, 'alert-unsubscribe'));
}

async function mailsTo(person: TestUser, from: number) {
  const parsed = await Promise.all((await app().mails()).slice(from).map((raw) => simpleParser(raw)));
  return parsed.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === person.user.email);
}

/** Makes every alert of the person due now, as if its last mail went out long ago. */
/**
 * A time zone where the morning digest hour has passed today and the day is not yet over, whenever
 * the test runs: a digest is due only between the person's morning and midnight.
 */
function zoneAfterMorning(): string {
  const candidates = [
    ...['Pacific/Kiritimati', 'Asia/Tokyo', 'Asia/Dubai', 'Europe/Moscow', 'Europe/London'],
    ...['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'],
  ];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
  const zone = candidates.find((candidate) => hourIn(candidate) >= 9 && hourIn(candidate) <= 22);
  if (!zone) throw new Error('no time zone between its morning and its midnight now');
  return zone;
}

async function makeDue(person: TestUser) {
  await app()
    .ctx.db.update(alerts)
    .set({ lastMailedAt: sql`now() - interval '8 days'`, timeZone: zoneAfterMorning() })
    .where(eq(alerts.userId, person.user.id));
}

describe('alerts', () => {
  it('saves, lists newest first, renames, pauses and deletes; others get 403 and unknown ids 404', async () => {
    const seeker = await createUser(app());
    const stranger = await createUser(app());
    const first = await newAlert(seeker, { q: 'barista', ...NEAR_MOSCOW });
    const second = await newAlert(seeker, { category: 'waiter', schedule: 'shift' }, 'daily');
    expect(first).toMatchObject({
      name: 'My search',
      query: { q: 'barista', ...NEAR_MOSCOW },
      frequency: 'instant',
      paused: false,
      newCount: 0,
      lastMatchedAt: null,
    });
    expect((await myAlerts(seeker)).map((alert) => alert.id)).toEqual([second.id, first.id]);

    const renamed = await app().request({
      method: 'PATCH',
      url: `/api/alerts/${first.id}`,
      token: seeker.token,
      payload: { name: 'Coffee near home', paused: true, frequency: 'weekly' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      alert: { name: 'Coffee near home', paused: true, frequency: 'weekly' },
    });

    for (const [method, url] of [
      ['PATCH', `/api/alerts/${first.id}`],
      ['DELETE', `/api/alerts/${first.id}`],
      ['GET', `/api/alerts/${first.id}/jobs`],
    ] as const) {
      const response = await app().request({
        method,
        url,
        token: stranger.token,
        ...(method === 'PATCH' ? { payload: { paused: false } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const unknown = await app().request({
      method: 'DELETE',
      url: '/api/alerts/00000000-0000-4000-8000-000000000000',
      token: seeker.token,
    });
    expect(unknown.statusCode).toBe(404);

    const deleted = await app().request({
      method: 'DELETE',
      url: `/api/alerts/${first.id}`,
      token: seeker.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await myAlerts(seeker)).map((alert) => alert.id)).toEqual([second.id]);
  });

  it('refuses bad searches with 400 and a 21st alert with 409 ALERT_LIMIT', async () => {
    const seeker = await createUser(app());
    for (const body of [
      { name: '', query: {}, frequency: 'daily' },
      { name: 'x'.repeat(81), query: {}, frequency: 'daily' },
      { name: 'Place', query: { lat: 55, lng: 37 }, frequency: 'daily' },
      { name: 'Radius', query: { radiusKm: 5 }, frequency: 'daily' },
      { name: 'Often', query: {}, frequency: 'hourly' },
      { name: 'Unknown', query: { colour: 'red' }, frequency: 'daily' },
      { name: 'Far', query: { lat: 55, lng: 37, radiusKm: 5000 }, frequency: 'daily' },
    ]) {
      const response = await saveAlert(seeker, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    for (let index = 0; index < ALERTS_PER_USER; index += 1) await newAlert(seeker, { q: `word${index}` });
    const over = await saveAlert(seeker, { name: 'One too many', query: {}, frequency: 'daily' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'ALERT_LIMIT' });
  });

  it('records a match once per job, counts it new until opened, and lists live matches newest first', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const alert = await newAlert(seeker, { q: 'barista', ...NEAR_MOSCOW });
    const paused = await newAlert(seeker, { q: 'barista' });
    await app().request({
      method: 'PATCH',
      url: `/api/alerts/${paused.id}`,
      token: seeker.token,
      payload: { paused: true },
    });

    const near = await liveJob(owner, { title: 'Barista at the Patriarch ponds', ...MOSCOW });
    // Far away, or another trade: no match.
    await liveJob(owner, { title: 'Barista in Kazan', lat: 55.79, lng: 49.12 });
    await liveJob(owner, {
      title: 'Courier',
      category: 'courier',
      description: 'Deliver parcels by bike.',
      ...MOSCOW,
    });
    const later = await liveJob(owner, {
      title: 'Senior barista (trainee)',
      lat: MOSCOW.lat + 0.05,
      lng: MOSCOW.lng,
    });
    // Edited, so matched again: still one match.
    await app()
      .ctx.db.update(jobs)
      .set({ updatedAt: sql`now()` })
      .where(eq(jobs.id, near.id));
    await app().deliverOwed();

    const listed = await myAlerts(seeker);
    expect(listed.find((entry) => entry.id === alert.id)).toMatchObject({ newCount: 2 });
    expect(listed.find((entry) => entry.id === alert.id)?.lastMatchedAt).not.toBeNull();
    expect(listed.find((entry) => entry.id === paused.id)).toMatchObject({ newCount: 0 });

    const opened = await app().request({
      method: 'GET',
      url: `/api/alerts/${alert.id}/jobs?limit=1`,
      token: seeker.token,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const page = opened.json() as { items: { id: string }[]; nextCursor: string | null };
    expect(page.items.map((job) => job.id)).toEqual([later.id]);
    expect(page.nextCursor).not.toBeNull();
    const rest = await app().request({
      method: 'GET',
      url: `/api/alerts/${alert.id}/jobs?limit=1&cursor=${page.nextCursor}`,
      token: seeker.token,
    });
    expect((rest.json() as { items: { id: string }[] }).items.map((job) => job.id)).toEqual([near.id]);
    expect((await myAlerts(seeker)).find((entry) => entry.id === alert.id)).toMatchObject({ newCount: 0 });

    const badCursor = await app().request({
      method: 'GET',
      url: `/api/alerts/${alert.id}/jobs?cursor=nonsense`,
      token: seeker.token,
    });
    expect(badCursor.statusCode).toBe(400);
  });

  it('mails one digest per due alert, never twice, without closed jobs, with a working one-click unsubscribe', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const alert = await newAlert(seeker, { q: 'lighthouse' }, 'daily');
    const kept = await liveJob(owner, { title: 'Lighthouse keeper trainee', salary: 45000 });
    const closed = await liveJob(owner, { title: 'Lighthouse painter' });
    await app().request({
      method: 'PUT',
      url: `/api/jobs/${closed.id}`,
      token: owner.token,
      payload: { status: 'closed', closedReason: 'filled' },
    });

    // Made this morning: the first digest waits for the next morning.
    const before = (await app().mails()).length;
    await digests();
    expect(await mailsTo(seeker, before)).toEqual([]);

    await makeDue(seeker);
    const run = await digests();
    expect(run.written).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(seeker, before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain('Lighthouse keeper trainee');
    expect(mail?.text).not.toContain('Lighthouse painter');
    expect(mail?.text).toContain(`/vacancies/${kept.number}`);
    expect(mail?.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const header = /<([^>]+)>/.exec(
      mail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r?\n[ \t]+/g, '') ??
        '',
    )?.[1];
    expect(header).toMatch(/^http.*\/api\/notifications\/unsubscribe\?token=/);
    // The text's link opens the web app's page with the same token.
    expect(mail?.text).toContain(
      `/unsubscribe?token=${new URL(header ?? '').searchParams.get('token') ?? ''}`.replace(
        /=(.*)$/,
        (_m, token: string) => `=${encodeURIComponent(token)}`,
      ),
    );

    // The same matches never go out again.
    await makeDue(seeker);
    await digests();
    expect(await mailsTo(seeker, before)).toHaveLength(1);

    const token = new URL(header ?? '').searchParams.get('token') ?? '';
    const altered = `${token.slice(0, -2)}xx`;
    for (const bad of [altered, 'nonsense', `${alert.id}.`]) {
      const refused = await app().request({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
    // A mail client's one-click POST, without a session: the alert stops, and again is fine too.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const unsubscribed = await app().request({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    }
    expect((await myAlerts(seeker)).find((entry) => entry.id === alert.id)).toMatchObject({ paused: true });
    // The token in a JSON body works the same.
    const json = await app().request({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(json.statusCode).toBe(200);
  });

  it('goes with its owner: deleting the account deletes the alerts, deleting a job its matches', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const { id: alertId } = await newAlert(seeker, { q: 'zookeeper' });
    const job = await liveJob(owner, { title: 'Zookeeper assistant' });
    const kept = await liveJob(owner, { title: 'Zookeeper trainee' });
    await app().request({ method: 'DELETE', url: `/api/jobs/${job.id}`, token: owner.token });
    // The triggers stand in for foreign keys (decision 021): a deleted job leaves no match behind.
    expect(await app().ctx.db.select().from(alertMatches).where(eq(alertMatches.jobId, job.id))).toEqual([]);
    expect(
      (await app().ctx.db.select().from(alertMatches).where(eq(alertMatches.alertId, alertId))).map(
        (row) => row.jobId,
      ),
    ).toEqual([kept.id]);
    expect((await myAlerts(seeker))[0]).toMatchObject({ newCount: 1 });
    // The data export carries them.
    const exported = await app().request({ method: 'GET', url: '/api/users/me/export', token: seeker.token });
    expect(exported.statusCode).toBe(200);
    expect((exported.json() as { alerts: TAlert[] }).alerts).toMatchObject([
      { name: 'My search', query: { q: 'zookeeper' }, frequency: 'instant' },
    ]);
    await app().request({ method: 'DELETE', url: '/api/users/me', token: seeker.token });
    const left = await app().ctx.db.select().from(alerts).where(eq(alerts.userId, seeker.user.id));
    expect(left).toEqual([]);
    expect(await app().ctx.db.select().from(alertMatches).where(eq(alertMatches.alertId, alertId))).toEqual(
      [],
    );
  });
});
