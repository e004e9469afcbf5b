import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { catalogueText, createAccount, liveJob, newPage, shot } from './support.ts';

// Issue 32, the employer's board on the web: what of it exists so far (a job's statistics, Duplicate,
// message templates). The pipeline screen itself is not built yet; its journey joins this file with it.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function ownerPage(browser: Browser, token: string, language: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 400 ? 740 : 900 } });
  await context.addInitScript(
    ([storedToken, lng]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('i18nextLng', lng);
    },
    [token, language] as const,
  );
  return context.newPage();
}

test('the owner reads a job’s statistics as a table and duplicates the job into a draft', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, { confirmed: true });
  const payer = await newPage(browser);
  const jobId = await liveJob(request, payer, owner, 'Statistics barista');
  const page = await ownerPage(browser, owner.token, 'en', 1280);

  await page.goto('/my-jobs');
  await page.getByRole('link', { name: 'Statistics of Statistics barista' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-jobs/${jobId}/stats$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Job statistics' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Views and applications per day' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await page.getByText('7 days', { exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(8);
  await shot(page, 'pipeline-stats-en-1280');

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Duplicate Statistics barista' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\/edit$/);
  expect(page.url()).not.toContain(jobId);
});

test('the statistics screen fits a phone in Arabic, right to left, and is axe clean', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, { confirmed: true });
  const payer = await newPage(browser);
  const jobId = await liveJob(request, payer, owner, 'Statistics courier');
  const page = await ownerPage(browser, owner.token, 'ar', 360);

  await page.goto(`/my-jobs/${jobId}/stats`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('table', { name: catalogueText('ar', 'jobs.stats.tableCaption') }),
  ).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shot(page, 'pipeline-stats-ar-360');

  await page.goto('/my-jobs');
  await expect(
    page.getByRole('button', {
      name: catalogueText('ar', 'jobs.owner.duplicateJob', { title: 'Statistics courier' }),
    }),
  ).toBeVisible();
  const cards = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(cards).toBeLessThanOrEqual(0);
  await shot(page, 'pipeline-my-jobs-ar-360');
});

test('message templates: an offered rejection copied and saved (en, 1280); the screen fits a phone in Arabic', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, { confirmed: true });
  const page = await ownerPage(browser, owner.token, 'en', 1280);
  await page.goto('/my-jobs');
  await page.getByRole('link', { name: 'Message templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
  const copy = page.getByRole('button', { name: /^Copy / }).first();
  await copy.click();
  await page.getByRole('textbox', { name: 'Name' }).fill('My rejection');
  await page.getByRole('button', { name: 'Save the template' }).click();
  await expect(page.getByRole('button', { name: 'Edit My rejection' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Broken');
  await page.getByRole('textbox', { name: /^Text/ }).fill('Hello {email}');
  await page.getByRole('button', { name: 'Save the template' }).click();
  await expect(
    page.getByText('Unknown placeholder {email}: only {name} and {job} are filled in.'),
  ).toBeVisible();
  await shot(page, 'pipeline-templates-en-1280');

  const phone = await ownerPage(browser, owner.token, 'ar', 360);
  await phone.goto('/message-templates');
  await expect(
    phone.getByRole('heading', { level: 1, name: catalogueText('ar', 'templates.title') }),
  ).toBeVisible();
  await expect(
    phone.getByRole('button', { name: catalogueText('ar', 'templates.editNamed', { name: 'My rejection' }) }),
  ).toBeVisible();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page: phone }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shot(phone, 'pipeline-templates-ar-360');
});
