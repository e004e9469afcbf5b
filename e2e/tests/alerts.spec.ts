import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createAccount, expectRealtimeConnected, latestMailTo, liveJob, newPage, signIn } from './support.ts';

// Issue 18: a seeker saves a search in German with a place and a profession, an employer publishes a
// matching job, the seeker hears at once, opens the alert, and the digest mail unsubscribes in one click.

type Catalogue = Record<string, unknown>;
const de = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/public/locales/de/translation.json'), 'utf8'),
) as Catalogue;
/** A German text by its key, with {{placeholders}} left for a regular expression to skip. */
function text(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)[part], de);
  if (typeof value !== 'string') throw new Error(`no German text ${key}`);
  return value;
}
const pattern = (key: string) =>
  new RegExp(
    text(key)
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );

const MOSCOW = { lat: 55.7558, lng: 37.6173 };

test('a saved German search hears about a matching job at once, by count and by mail, and unsubscribes', async ({
  page,
  browser,
  request,
}) => {
  const seeker = await createAccount(request, { displayName: 'Suchende' });
  const employer = await createAccount(request, { displayName: 'Café am Park' });

  // A word of this run only, so no other journey's job matches the alert meanwhile.
  const word = `parkblick${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  await signIn(page, seeker);
  await page.goto(
    `/jobs?lng=de&q=Kellner%20${word}&category=waiter&lat=${MOSCOW.lat}&lon=${MOSCOW.lng}&radiusKm=10&where=Moskau`,
  );
  await page.getByRole('button', { name: text('alerts.saveSearch') }).click();
  const dialog = page.getByRole('dialog', { name: text('alerts.saveTitle') });
  await expect(dialog.getByLabel(text('alerts.name'))).toHaveValue(/Kellner/);
  await dialog.getByLabel(text('alerts.frequency.instant')).check();
  await dialog.getByRole('button', { name: text('alerts.save') }).click();
  await expect(page.getByText(text('alerts.saved'))).toBeVisible();
  await expectRealtimeConnected(page);

  const title = `Kellner im Café ${word}`;
  await liveJob(request, await newPage(browser), employer, title, {
    category: 'waiter',
    lat: MOSCOW.lat + 0.01,
    lng: MOSCOW.lng,
  });

  // At once: the notification, and the count beside "Alerts".
  await expect(page.getByText(pattern('realtime.alertMatch')).filter({ hasText: title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: text('nav.label') }).first();
  await expect(nav.getByTestId('new-alert-matches').locator('[aria-hidden="true"]')).toHaveText('1');

  await nav.getByRole('link', { name: new RegExp(`^${text('nav.alerts')}`) }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const card = page.getByTestId('alert-card');
  await expect(card.getByTestId('alert-new-count')).toBeVisible();
  await card.getByRole('link', { name: text('alerts.open') }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: text('alerts.back') }).click();
  await expect(page.getByTestId('alert-card').getByTestId('alert-new-count')).toHaveCount(0);
  await expect(nav.getByTestId('new-alert-matches')).toHaveCount(0);

  // The digest: the job, and a one-click unsubscribe that needs no session.
  const mail = (await latestMailTo(seeker.email, 30_000, word)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  // The text links to the web app's page (DESIGN.md §14.0); List-Unsubscribe to the API, which a mail client POSTs to.
  expect(mail, 'the unsubscribe page in the mail').toMatch(
    /https?:\/\/[^\s>/]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/,
  );
  const link = /https?:\/\/[^\s>]+\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(mail)?.[0];
  expect(link, 'the one-click unsubscribe address in the mail').toBeDefined();
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const unsubscribed = await request.post(new URL(link ?? '').pathname + new URL(link ?? '').search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  const alerts = await request.get('/api/alerts', { headers: { authorization: `Bearer ${seeker.token}` } });
  expect(((await alerts.json()) as { items: { paused: boolean }[] }).items[0]?.paused).toBe(true);
});
