import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './support.ts';

const JOB = {
  title: 'Evening courier for a bakery',
  description: 'Deliver fresh bread to cafés in the centre from 6 to 9 pm. A bicycle is provided.',
  companyName: 'Morning Crust Bakery',
  category: 'courier',
  address: 'Arbat 12, Moscow',
  lat: 55.7522,
  lng: 37.5922,
  schedule: 'shift',
  employmentType: 'part_time',
  noSpecialRequirements: true,
};

test('draft → pay on the sandbox page in a new tab → confirm → published banner → found in search and by the helper', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  const created = await request.post('/api/jobs', {
    data: JOB,
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { _id: string; number: number } };

  await signIn(page, account);
  await page.getByRole('button', { name: 'Employers' }).click();
  await page.getByRole('menuitem', { name: 'My jobs' }).click();
  await expect(page.getByText(JOB.title)).toBeVisible();
  await page.getByRole('link', { name: 'Pay and publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-summary/${job._id}$`));
  await expect(page.getByText('Payment fees are borne by the payer.')).toBeVisible();
  await expect(page.getByText(JOB.title)).toBeVisible();

  const donationTab = context.waitForEvent('page');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const sandbox = await donationTab;
  await expect(page).toHaveURL(new RegExp(`/confirm-publish\\?jobId=${job._id}$`));

  await sandbox.waitForLoadState();
  await expect(sandbox.getByText(/TEST PAYMENT PAGE/)).toBeVisible();
  await sandbox.getByRole('button', { name: /Pay 200\.00 RUB/ }).click();
  await expect(sandbox).toHaveURL(new RegExp(`/payment-result\\?status=success&jobId=${job._id}$`));
  await expect(sandbox.getByText('Payment received').first()).toBeVisible();
  await sandbox.close();

  await page.getByRole('button', { name: 'Confirm publishing' }).click();
  await expect(page).toHaveURL(/\/my-jobs\?published=1$/);
  await expect(page.getByText('Your job is published').first()).toBeVisible();

  await page.goto(`/jobs?q=${encodeURIComponent('bakery courier')}`);
  await expect(page.getByRole('link', { name: JOB.title }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Check a job' }).click();
  await page.getByLabel('Job number').fill(String(job.number));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(`Job No. ${job.number} found`)).toBeVisible();
});

test('publishing without a payment fails with the SPEC message', async ({ page, request }) => {
  const account = await createAccount(request);
  const created = await request.post('/api/jobs', {
    data: JOB,
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { job } = (await created.json()) as { job: { _id: string } };
  await signIn(page, account);
  await page.goto(`/confirm-publish?jobId=${job._id}`);
  await page.getByRole('button', { name: 'Confirm publishing' }).click();
  await expect(page.getByText('Failed to publish. Please try again.')).toBeVisible();
});

test('the chatbot offers to activate an unpaid job, and the helper says when a job does not exist', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const created = await request.post('/api/jobs', {
    data: JOB,
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { job } = (await created.json()) as { job: { _id: string; number: number } };
  await signIn(page, account);
  await page.goto('/chatbot');
  await page.getByLabel('Job number').fill(String(job.number));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('It is not published yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Activate' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-summary/${job._id}$`));

  await page.goto('/login');
  await page.getByRole('button', { name: 'Check a job' }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Please enter the job number')).toBeVisible();
  await page.getByLabel('Job number').fill('987654321');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('The job has not appeared yet, try later')).toBeVisible();
});
