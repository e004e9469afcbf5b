import { expect, test, type Page } from '@playwright/test';
import { createAccount, liveJob, PASSWORD, uniqueEmail } from './support.ts';

// Issue 19: a vacancy anyone can open, share and apply to after registering.

const PHONE = { width: 360, height: 740 };

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor opens a vacancy without an account, registers from Apply and lands on the apply dialog', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request);
  const ownerPage = await (await browser.newContext()).newPage();
  const title = `Barista for a public page ${Date.now()}`;
  const jobId = await liveJob(request, ownerPage, owner, title);
  const { job } = (await (
    await request.get(`/api/jobs/${jobId}`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json()) as { job: { number: number; publicUrl: string } };
  expect(job.publicUrl).toMatch(new RegExp(`/vacancies/${job.number}$`));

  // A phone in a fresh browser: no account, no token, JavaScript not needed to read the page.
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const reader = await context.newPage();
  await reader.goto('/vacancies');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/vacancies/${job.number}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await noSidewaysScroll(reader);
  await context.close();

  // The same visitor with JavaScript: Apply → sign in or register → back on the job, applying.
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/vacancies/${job.number}`);
  await visitor.getByRole('link', { name: 'Apply' }).click();
  await expect(visitor).toHaveURL(/\/login\?next=/);
  await visitor.getByRole('link', { name: 'Register' }).last().click();
  await expect(visitor).toHaveURL(/\/register\?next=/);
  await visitor.getByLabel('Display name').fill('Public Page Visitor');
  await visitor.getByLabel('Email').fill(uniqueEmail('public'));
  await visitor.getByLabel(/^Password/).fill(PASSWORD);
  await visitor.getByLabel('Confirm password').fill(PASSWORD);
  await visitor.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await visitor.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor).toHaveURL(/\/select-country\?next=/);
  await visitor.getByRole('textbox', { name: 'Country' }).fill('Germ');
  await visitor.getByRole('option', { name: 'Germany' }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  const dialog = visitor.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText(title);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(visitor.getByRole('button', { name: 'Already applied' })).toBeVisible();
});

test('a closed vacancy answers 410 and is not indexed; a draft or an unknown number answers 404', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request);
  const page = await (await browser.newContext()).newPage();
  const jobId = await liveJob(request, page, owner, `Courier closing soon ${Date.now()}`);
  const auth = { authorization: `Bearer ${owner.token}` };
  const { job } = (await (await request.get(`/api/jobs/${jobId}`, { headers: auth })).json()) as {
    job: { number: number };
  };
  const closed = await request.put(`/api/jobs/${jobId}`, {
    data: { status: 'closed', closedReason: 'filled' },
    headers: auth,
  });
  expect(closed.status()).toBe(200);
  const gone = await page.goto(`/vacancies/${job.number}?lng=de`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Diese Stelle ist geschlossen' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const draft = await request.post('/api/jobs', {
    data: {
      title: 'A draft nobody sees',
      description: 'A description long enough to be a valid job description.',
      companyName: 'Hidden Ltd',
      category: 'courier',
      address: 'Somewhere 1',
      lat: 55.75,
      lng: 37.61,
      schedule: 'flexible',
      employmentType: 'temporary',
      noSpecialRequirements: true,
    },
    headers: auth,
  });
  const { job: draftJob } = (await draft.json()) as { job: { number: number } };
  expect((await request.get(`/vacancies/${draftJob.number}`)).status()).toBe(404);
  expect((await request.get('/vacancies/999999999')).status()).toBe(404);
});

test('the sign-in screen points to the public vacancies, and Share copies the link on a desktop', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Look at the vacancies first' }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const owner = await createAccount(request);
  const title = `Shared cashier job ${Date.now()}`;
  const jobId = await liveJob(request, page, owner, title);
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goto(`/jobs/${jobId}`);
  // Chromium on a desktop has no share sheet: the link goes to the clipboard.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.getByRole('button', { name: `Share “${title}”` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/vacancies\/\d+$/);
  const { job } = (await (
    await request.get(`/api/jobs/${jobId}`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json()) as { job: { publicUrl: string } };
  expect(copied).toBe(job.publicUrl);
});
