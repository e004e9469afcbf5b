import { expect, test } from '@playwright/test';
import { createAccount, liveJob, newPage, signIn } from './support.ts';

test('a job seeker applies, cancels and applies again; the employer invites; the seeker sees "Invited"', async ({
  page,
  browser,
  request,
}) => {
  // Two people in two browsers, three sign-ins and nine screens: 63 s on a slow CI machine (stop 42).
  test.slow();
  const employer = await createAccount(request, { displayName: 'Irina Employer' });
  const seeker = await createAccount(request, { displayName: 'Sasha Seeker' });
  const employerPage = await newPage(browser);
  const jobId = await liveJob(request, employerPage, employer, 'Weekend barista in a book café');

  await signIn(page, seeker);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply:/ });
  await dialog.getByLabel('Cover letter (optional)').fill('I have two years of latte art behind me.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();

  await page.getByRole('button', { name: 'Cancel application' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your application?' });
  await confirm.getByRole('button', { name: 'Cancel application' }).click();
  await expect(page.getByText('Application deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeEnabled();

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByLabel('Cover letter (optional)').fill('Weekends suit me perfectly.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();

  await signIn(employerPage, employer);
  await employerPage.goto('/my-jobs');
  await expect(employerPage.getByText('1 new')).toBeVisible();
  await employerPage.getByRole('link', { name: '1 application' }).click();
  await expect(employerPage).toHaveURL(new RegExp(`/jobs/${jobId}#applicants$`));
  const applicants = employerPage.getByRole('region', { name: 'Applicants' });
  await expect(applicants.getByText('Sasha Seeker', { exact: true })).toBeVisible();
  await expect(applicants.getByText('Weekends suit me perfectly.')).toBeVisible();
  // The applicant's own badge (the board's "New" tab names it too).
  await expect(applicants.getByRole('listitem').first().getByText('New', { exact: true })).toBeVisible();
  await applicants.getByRole('button', { name: 'Invite Sasha Seeker' }).click();
  await expect(applicants.getByRole('button', { name: 'Invite Sasha Seeker' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/applications');
  const card = page.getByRole('listitem').filter({ hasText: 'Weekend barista in a book café' });
  // The current status first, then the same step in the application's history of changes.
  await expect(card.getByText('Invited').first()).toBeVisible();
  await expect(card.getByRole('list', { name: 'Status changes' }).getByText('Invited')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Invited' })).toBeVisible();

  await page.goto('/applications');
  await expect(card.getByText('Invited').first()).toBeVisible();
  // The list refetches as the screen opens: a click on the card it replaces opens nothing, so the
  // click is tried until the dialog is there.
  await expect(async () => {
    await card.getByRole('button', { name: /Cancel the application/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel application' }).click();
  await expect(page.getByText('No applications yet')).toBeVisible();
});

test('favourites survive a reload, follow the account to a second browser, and stay out of the next account', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createAccount(request);
  const seeker = await createAccount(request);
  const employerPage = await newPage(browser);
  const title = 'Barista for a rooftop café';
  const jobId = await liveJob(request, employerPage, owner, title);

  await signIn(page, seeker);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: `Add ${title} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(JSON.stringify([jobId]));

  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${title} from favourites` })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  const secondDevice = await newPage(browser);
  await signIn(secondDevice, seeker);
  await secondDevice.goto('/favorites');
  await expect(secondDevice.getByRole('link', { name: title })).toBeVisible();
  expect(await secondDevice.evaluate(() => localStorage.getItem('favorites'))).toBe(JSON.stringify([jobId]));

  // The owner closes the job: it stays on the list, said to be no longer available.
  const closed = await request.put(`/api/jobs/${jobId}`, {
    data: { status: 'closed', closedReason: 'filled' },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(closed.status()).toBe(200);
  await secondDevice.reload();
  await expect(secondDevice.getByText('No longer available')).toBeVisible();
  await secondDevice.getByRole('button', { name: `Remove ${title} from favourites` }).click();
  await expect(secondDevice.getByText('No favourites yet')).toBeVisible();

  // Someone else signs in on the first browser: none of the seeker's favourites come along.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const other = await createAccount(request);
  await signIn(page, other);
  await page.goto('/favorites');
  await expect(page.getByText('No favourites yet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
});
