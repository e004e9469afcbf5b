import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { catalogueText as text, createAccount, liveJob, shot } from './support.ts';

// Issue 27 items 8 and 9: an employer closes a filled vacancy from the app instead of deleting it
// (its applicants and chats stay), and can publish it again; a seeker who applied still opens the
// job and reads that it is closed, not "not found". The owner on a phone in Arabic, the seeker on a
// desktop in German.

async function pageFor(
  browser: Browser,
  token: string,
  lng: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(
    ([storedToken, language]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('i18nextLng', language);
    },
    [token, lng] as const,
  );
  return context.newPage();
}

test('an owner closes a filled vacancy on a phone; its applicant still sees it, closed', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await createAccount(request, { displayName: 'Salma Owner' });
  const seeker = await createAccount(request, { displayName: 'Jonas Seeker' });
  const title = `Ice-cream seller on the promenade ${Date.now() % 100000}`;
  const payPage: Page = await (await browser.newContext({ baseURL })).newPage();
  const jobId = await liveJob(request, payPage, owner, title);
  const applied = await request.post(`/api/applications/${jobId}`, {
    headers: { authorization: `Bearer ${seeker.token}` },
  });
  expect(applied.status()).toBe(201);

  const ownerPage = await pageFor(browser, owner.token, 'ar', { width: 360, height: 740 });
  await ownerPage.goto('/my-jobs');
  await ownerPage.getByRole('button', { name: text('ar', 'jobs.my.closeJob', { title }) }).click();
  const dialog = ownerPage.getByRole('dialog', { name: text('ar', 'jobs.my.closeTitle') });
  await expect(dialog.getByRole('radio', { name: text('ar', 'jobs.my.closeFilled') })).toBeChecked();
  await shot(ownerPage, 'close-vacancy-dialog-ar-360');
  await dialog.getByRole('button', { name: text('ar', 'jobs.my.closeConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(ownerPage.getByText(text('ar', 'jobs.state.closedFilled')).first()).toBeVisible();
  // Publishing again is offered in the closed card's place of Close.
  await expect(
    ownerPage.getByRole('link', { name: text('ar', 'jobs.my.publishAgain') }).first(),
  ).toBeVisible();
  await expect(
    ownerPage.getByRole('button', { name: text('ar', 'jobs.my.closeJob', { title }) }),
  ).toHaveCount(0);

  // The API agrees: closed, filled, and gone from the search.
  const job = await request.get(`/api/jobs/${jobId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(await job.json()).toMatchObject({ job: { status: 'closed', closedReason: 'filled' } });

  // The applicant opens the job from the desktop and reads that it is closed.
  const seekerPage = await pageFor(browser, seeker.token, 'de', { width: 1280, height: 800 });
  await seekerPage.goto(`/jobs/${jobId}`);
  await expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seekerPage.getByText(text('de', 'jobs.state.closedForVisitor'))).toBeVisible();
  await shot(seekerPage, 'closed-vacancy-seeker-de-1280');
  // Someone not tied to the job finds nothing there.
  const stranger = await createAccount(request);
  const hidden = await request.get(`/api/jobs/${jobId}`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(hidden.status()).toBe(404);
  for (const page of [payPage, ownerPage, seekerPage]) await page.context().close();
});
