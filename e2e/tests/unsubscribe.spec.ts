import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { catalogueText, createAccount, latestMailTo, liveJob, newPage, shot, signIn } from './support.ts';

// Issue 29 (DESIGN.md §14.0): every mail that can be switched off ends with a link to the web app's
// /unsubscribe page, which switches that kind of mail off on one click, with nobody signed in, and the
// profile's mail settings then show the switch off.

/** An employer whose vacancy got an application, and the unsubscribe link of the mail that told them. */
async function employerWithApplicationMail(request: APIRequestContext, browser: Browser) {
  const owner = await createAccount(request, { displayName: 'Olga Owner' });
  const seeker = await createAccount(request, { displayName: 'Sam Seeker' });
  const jobId = await liveJob(
    request,
    await newPage(browser),
    owner,
    `Unsubscribe journey job ${Date.now()}`,
  );
  const applied = await request.post(`/api/applications/${jobId}`, {
    headers: { authorization: `Bearer ${seeker.token}` },
  });
  expect(applied.status()).toBe(201);
  // The application.received mail (the first of a job goes out at once), read from the outbox folder.
  const mail = (await latestMailTo(owner.email, 30_000, '/unsubscribe?token='))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const found = /https?:\/\/[^\s>/]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(mail)?.[0];
  expect(found, 'the unsubscribe link in the mail').toBeDefined();
  const link = new URL(found ?? '');
  return { owner, path: `${link.pathname}${link.search}` };
}

test('an employer switches application mails off from the mail, signed out, and sees it in the profile', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a payment and a mail: a long journey on a shared machine.
  test.slow();
  const { owner, path } = await employerWithApplicationMail(request, browser);
  const en = (key: string, values?: Record<string, string>) => catalogueText('en', key, values);

  await page.goto(`${path}&lng=en`);
  const button = page.getByRole('button', { name: en('unsubscribe.button') });
  await expect(button).toBeVisible();
  // Opening the link changed nothing: a mail scanner that follows it switches nothing off.
  await expect(page.getByText(catalogueText('en', 'unsubscribe.doneTitle'))).toHaveCount(0);
  await shot(page, 'unsubscribe-en-1280');
  await button.click();

  const what = en('mailSettings.kinds.applicationReceived.label');
  await expect(page.getByRole('status').filter({ hasText: what })).toContainText(
    en('unsubscribe.done', { what }),
  );
  await expect(page.getByRole('link', { name: en('unsubscribe.home') })).toHaveAttribute('href', '/');
  await shot(page, 'unsubscribe-done-en-1280');

  await signIn(page, owner);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: en('mailSettings.title') })).toBeVisible();
  await expect(page.getByRole('switch', { name: what })).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: en('mailSettings.kinds.messageUnread.label') }),
  ).toBeChecked();
  await shot(page, 'profile-mails-en-1280');

  // And back on from the keyboard, kept after a reload.
  await page.getByRole('switch', { name: what }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: what })).toBeChecked();
  await expect
    .poll(async () => {
      const response = await request.get('/api/users/me/notifications', {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return ((await response.json()) as { settings: { applicationReceived: boolean } }).settings
        .applicationReceived;
    })
    .toBe(true);
});

test('the page works in Arabic on a phone, right to left', async ({ page, browser, request }) => {
  test.slow();
  const { path } = await employerWithApplicationMail(request, browser);
  const ar = (key: string, values?: Record<string, string>) => catalogueText('ar', key, values);
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto(`${path}&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar('unsubscribe.title') })).toBeVisible();
  await shot(page, 'unsubscribe-ar-360');
  await page.getByRole('button', { name: ar('unsubscribe.button') }).click();

  const what = ar('mailSettings.kinds.applicationReceived.label');
  await expect(page.getByRole('status').filter({ hasText: what })).toContainText(
    ar('unsubscribe.done', { what }),
  );
  await expect(page.getByRole('link', { name: ar('unsubscribe.settings') })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'unsubscribe-done-ar-360');
});

test("a saved search's digest unsubscribes from the same page, signed out", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const seeker = await createAccount(request, { displayName: 'Sina Seeker' });
  const employer = await createAccount(request, { displayName: 'Emil Employer' });
  // A word of this run only, so no other journey's job matches the alert.
  const word = `quiet${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
  const created = await request.post('/api/alerts', {
    headers: { authorization: `Bearer ${seeker.token}` },
    data: { name: `Barista ${word}`, query: { q: word }, frequency: 'instant' },
  });
  expect(created.status()).toBe(201);
  await liveJob(request, await newPage(browser), employer, `Barista ${word}`);
  const mail = (await latestMailTo(seeker.email, 30_000, word)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = /https?:\/\/[^\s>/]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(mail)?.[0];
  expect(found, 'the unsubscribe page in the digest').toBeDefined();
  const link = new URL(found ?? '');

  const en = (key: string, values?: Record<string, string>) => catalogueText('en', key, values);
  await page.goto(`${link.pathname}${link.search}&lng=en`);
  await page.getByRole('button', { name: en('unsubscribe.button') }).click();
  const what = en('unsubscribe.thisAlert');
  await expect(page.getByRole('status').filter({ hasText: what })).toContainText(
    en('unsubscribe.done', { what }),
  );
  const alerts = await request.get('/api/alerts', { headers: { authorization: `Bearer ${seeker.token}` } });
  expect(((await alerts.json()) as { items: { paused: boolean }[] }).items[0]?.paused).toBe(true);
});

test('a forged or missing token says the link is not valid', async ({ page }) => {
  const en = (key: string) => catalogueText('en', key);
  await page.goto('/unsubscribe?token=forged.token.signature&lng=en');
  await page.getByRole('button', { name: en('unsubscribe.button') }).click();
  await expect(page.getByRole('alert')).toContainText(en('unsubscribe.invalid'));
  await expect(page.getByRole('button', { name: en('unsubscribe.button') })).toHaveCount(0);

  await page.goto('/unsubscribe?lng=en');
  await expect(page.getByRole('alert')).toContainText(en('unsubscribe.invalid'));
});
