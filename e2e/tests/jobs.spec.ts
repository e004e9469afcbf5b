import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support.ts';

interface SeededJob {
  _id: string;
  number: number;
  title: string;
  companyName: string;
  lat: number;
  lng: number;
}

/** A vacancy from the seeded demo data (the e2e server seeds the same ones every run). */
async function seededJob(page: Page, token: string): Promise<SeededJob> {
  const response = await page.request.get('/api/jobs?q=courier&limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: SeededJob[] };
  const job = items[0];
  if (!job) throw new Error('the seeded data holds no courier job');
  return job;
}

test('create a job through the form with a map click; it waits in My jobs as a draft', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.getByRole('button', { name: 'Employers' }).click();
  await page.getByRole('menuitem', { name: 'Post a job' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Before you post a job')).toBeVisible();
  await expect(dialog.getByText(/200/)).toBeVisible();
  await dialog.getByRole('button', { name: /Continue/ }).click();

  await page.getByRole('textbox', { name: 'Job title' }).fill('Weekend barista at the river café');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Make espresso drinks and greet guests on Saturdays and Sundays. We train you on the first day.');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('River Café');
  await page.getByRole('textbox', { name: 'Category (profession)' }).fill('barista');
  await page.getByRole('option', { name: 'Barista', exact: true }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill('Pushkinskaya 10, Moscow');
  await page.getByRole('application', { name: "Map for choosing the job's location" }).click();
  await page.getByRole('combobox', { name: 'Schedule' }).selectOption({ label: 'Shift work' });
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption({ label: 'Part-time' });
  await page.getByLabel('No special requirements').check();
  await page.getByRole('button', { name: 'Create the job' }).click();

  await expect(page.getByText('Job created')).toBeVisible();
  await expect(page).toHaveURL(/\/my-jobs$/);
  await expect(page.getByText('Weekend barista at the river café')).toBeVisible();
  await expect(page.getByText('Draft').first()).toBeVisible();
});

test('find a published job by text, by a typo and by radius, and open its card', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  const job = await seededJob(page, account.token);

  await page.getByLabel('Search jobs').fill(job.companyName);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(job.companyName).replace(/%20/g, '\\+')}`));
  await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible();

  await page.goto('/jobs?q=curier');
  await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible();

  await page.goto(`/jobs?lat=${job.lat}&lon=${job.lng}&radiusKm=1`);
  const card = page.getByRole('link', { name: job.title }).first();
  await expect(card).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Radius, km')).toHaveValue('1');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job._id}$`));
  await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
  await expect(page.getByText(job.companyName).first()).toBeVisible();
});
