import { expect, test } from '@playwright/test';
import {
  createAccount,
  latestMailTo,
  liveJob,
  newPage,
  PASSWORD,
  signIn,
  uniqueEmail,
  verifyEmailLink,
} from './support.ts';

// Issue 16: registering works as before, a banner asks to confirm the address, the mailed link
// confirms it, and job seekers then see "E-mail confirmed" on that employer's vacancy.
test('register, confirm the e-mail from the mail, and seekers see the employer confirmed', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a payment and a mail: a long journey on a shared machine.
  test.slow();
  const email = uniqueEmail('verify');
  await page.goto('/register');
  await page.getByLabel('Display name').fill('Vera Employer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/select-country$/);
  await page.getByRole('textbox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  const banner = page.getByText(
    `We sent a link to \u2068${email}\u2069. Open it to confirm that the address is yours.`,
  );
  await expect(banner).toBeVisible();

  // The employer's vacancy, live before the address is confirmed: no badge yet.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: string } };
  const title = `Confirmed owner cafe job ${Date.now()}`;
  const jobId = await liveJob(
    request,
    await newPage(browser),
    { email, password: PASSWORD, token, id: user.id },
    title,
  );
  const seeker = await createAccount(request, { displayName: 'Sam Seeker' });
  const seekerPage = await newPage(browser);
  await signIn(seekerPage, seeker);
  await seekerPage.goto(`/jobs/${jobId}`);
  await expect(seekerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(seekerPage.getByText('E-mail confirmed')).toHaveCount(0);

  // The link from the mail: confirmed, and the token is gone from the address bar.
  const link = verifyEmailLink(await latestMailTo(email, 10_000, '/verify-email?token='));
  // Opening the page confirms nothing (a mail scanner opens links too): the person clicks.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/verify-email$/);
  const confirm = page.getByRole('button', { name: 'Confirm my e-mail address' });
  await expect(confirm).toBeVisible();
  await seekerPage.reload();
  await expect(seekerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(seekerPage.getByText('E-mail confirmed')).toHaveCount(0);
  await confirm.click();
  await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The same link a second time says so.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Your e-mail address is already confirmed.')).toBeVisible();

  await seekerPage.reload();
  await expect(seekerPage.getByText('E-mail confirmed')).toBeVisible();
  await seekerPage.goto(`/jobs?q=${encodeURIComponent(title)}`);
  // A search result is kept short (issue 27): the sign of trust is on the vacancy's page, not on every card.
  const result = seekerPage.getByRole('article').filter({ hasText: title });
  await expect(result).toBeVisible();
  await expect(result.getByText('E-mail confirmed')).toHaveCount(0);
});
