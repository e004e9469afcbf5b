import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { baseURL, hooksURL } from '../playwright.config.ts';
import {
  catalogueText,
  createAccount,
  draftJob,
  expectRealtimeConnected,
  latestMailTo,
  liveJob,
  newPage,
  publishDraft,
  shot,
} from './support.ts';

// Issue 32, the employer's side on the web: the pipeline board, a job's statistics, Duplicate and
// message templates; and the answer promise's whole journey, its clock moved through the test hook
// of the server built with them (playwright.config.ts, decision 051).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function ownerPage(
  browser: Browser,
  token: string,
  language: string,
  width: number,
  origin = baseURL,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: width < 400 ? 740 : 900 },
  });
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

test.describe('the answer promise, on the server with test hooks', () => {
  test.use({ baseURL: hooksURL });

  test('an employer (en, desktop) asks two questions; a seeker (ar, phone) answers and applies, is shortlisted and invited with a message, live and by mail; another application expires with a polite mail', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const owner = await createAccount(request, { confirmed: true, displayName: 'Ellen Employer' });
    const seeker = await createAccount(request, {
      confirmed: true,
      displayName: 'Layla Seeker',
      country: 'EG',
    });
    const silent = await createAccount(request, { confirmed: true, displayName: 'Omar Waiting' });
    const title = 'Weekend barista with questions';
    const draft = await draftJob(request, owner, title);

    // The employer asks two questions in the job form, in English on a desktop.
    const employer = await ownerPage(browser, owner.token, 'en', 1280, hooksURL);
    await employer.goto(`/jobs/${draft._id}/edit`);
    const add = employer.getByRole('button', { name: 'Add a question' });
    await add.click();
    await add.click();
    await employer.getByRole('textbox', { name: /^Question 1/ }).fill('Can you work on Sundays?');
    await employer.getByLabel('Answer', { exact: true }).first().selectOption('yes_no');
    await employer.getByRole('checkbox', { name: 'Required' }).first().check();
    await employer.getByRole('textbox', { name: /^Question 2/ }).fill('Which coffee do you make best?');
    await shot(employer, 'pipeline-questions-en-1280');
    await employer.getByRole('button', { name: 'Save changes' }).click();
    await expect(employer.getByText('Job updated')).toBeVisible();
    await publishDraft(request, employer, owner, draft._id);

    // The seeker answers them in Arabic on a phone and applies.
    const phone = await ownerPage(browser, seeker.token, 'ar', 360, hooksURL);
    await phone.goto(`/jobs/${draft._id}`);
    await phone.getByRole('button', { name: catalogueText('ar', 'applications.apply'), exact: true }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('radio', { name: catalogueText('ar', 'applications.yes') }).check();
    await dialog.getByRole('textbox', { name: 'Which coffee do you make best?' }).fill('فلات وايت');
    await shot(phone, 'pipeline-apply-questions-ar-360');
    await dialog.getByRole('button', { name: catalogueText('ar', 'applications.send') }).click();
    await expect(dialog).toBeHidden();
    await phone.goto('/applications');
    await expectRealtimeConnected(phone);

    // A second application nobody answers.
    const applied = await request.post(`/api/applications/${draft._id}`, {
      headers: { authorization: `Bearer ${silent.token}` },
      data: { answers: [{ questionId: await firstQuestionId(request, owner.token, draft._id), text: 'no' }] },
    });
    expect(applied.status()).toBe(201);

    // The employer reads the answers on the board, shortlists, then invites with a message.
    await employer.goto(`/jobs/${draft._id}#applicants`);
    const board = employer.getByRole('region', { name: 'Applicants' });
    await expect(board.getByRole('tab', { name: /^All\s*2$/ })).toBeVisible();
    const card = board.getByRole('listitem').filter({ hasText: 'Layla Seeker' }).first();
    await expect(card.getByText('فلات وايت')).toBeVisible();
    const move = card.getByRole('form', { name: /^Move/ });
    await move.getByLabel('New status').selectOption('shortlisted');
    await move.getByRole('button', { name: 'Move to “Shortlisted”' }).click();
    await expect(card.getByText('Shortlisted').first()).toBeVisible();
    await move.getByLabel('New status').selectOption('invited');
    const message = 'Come on Saturday at 10 to meet the team.';
    await move.getByLabel('Message (optional)').fill(message);
    await move.getByRole('button', { name: 'Move to “Invited”' }).click();
    await expect(board.getByRole('tab', { name: /^Invited\s*1$/ })).toBeVisible();
    await shot(employer, 'pipeline-board-en-1280');

    // The seeker sees it live, with the message in the history, and by mail.
    const mine = phone.getByRole('listitem').filter({ hasText: title }).first();
    await expect(mine.getByText(catalogueText('ar', 'applications.status.invited')).first()).toBeVisible();
    await expect(mine.getByText(message)).toBeVisible();
    await shot(phone, 'pipeline-invited-ar-360');
    await latestMailTo(seeker.email, 15_000, message);

    // The other application waits past its promised answer (7 days): the clock moves, it expires,
    // and its applicant gets the polite closing.
    const clock = await request.post('/api/test-hooks/answer-clock', { data: { days: 8 } });
    expect(clock.status()).toBe(200);
    expect(((await clock.json()) as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    await latestMailTo(silent.email, 15_000, 'did not answer your application to');
    await employer.reload();
    await expect(board.getByRole('tab', { name: /^Expired\s*1$/ })).toBeVisible();
    await employer.context().close();
    await phone.context().close();
  });
});

async function firstQuestionId(request: APIRequestContext, token: string, jobId: string): Promise<string> {
  const response = await request.get(`/api/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } });
  const { job } = (await response.json()) as { job: { questions: { id: string }[] } };
  return job.questions[0]?.id ?? '';
}
