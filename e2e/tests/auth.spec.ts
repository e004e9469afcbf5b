import { expect, test } from '@playwright/test';
import { createAccount, latestMailTo, PASSWORD, resetLink, signIn, uniqueEmail } from './support.ts';

test('register, choose a country, log out and sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  await page.getByLabel('Display name').fill('Nina');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/select-country$/);
  await page.getByRole('textbox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signIn(page, { email, password: PASSWORD });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a wrong password shows the one sign-in error under the form', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Ten wrong passwords in a minute: the right one is then refused with 429 and its Retry-After, and
  // the form shows the wait, counting down, rather than "wrong e-mail or password" (issue 27, item 10).
  for (let attempt = 0; attempt < 9; attempt += 1) {
    const wrong = await request.post('/api/auth/login', {
      data: { email: account.email, password: 'not the password' },
    });
    expect(wrong.status()).toBe(401);
  }
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const wait = page.getByText(/^Too many attempts\. Try again in \d+ s\.$/);
  await expect(wait).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  const first = await wait.textContent();
  await expect(wait).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page).toHaveURL(/\/login$/);
});

test('registering an e-mail that is taken says so', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/register');
  await page.getByLabel('Display name').fill('Twin');
  await page.getByLabel('Email').fill(account.email.toUpperCase());
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email already in use')).toBeVisible();
});

test('forgot password: the outbox mail resets it, then the new password signs in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/a link to reset the password is on its way/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);

  const link = resetLink(await latestMailTo(account.email, 10_000, '/reset-password?token='));
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  // Issue 16: no request the page makes carries the token in its Referer.
  const referers: string[] = [];
  page.on('request', (sent) => referers.push(sent.headers()['referer'] ?? ''));
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The token left the address bar at once, and the form still works with it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password').fill('my brand new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  expect(referers.length).toBeGreaterThan(1);
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, { email: account.email, password: 'my brand new passphrase' });
});

test('a reset link without a token says it has expired', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Token expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the new password' })).toBeDisabled();
});

test('delete the account from the profile, after a confirmation', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/immediate, final and irreversible/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('signed-in routes send anonymous visitors to sign in; unknown pages say not found', async ({ page }) => {
  await page.goto('/profile');
  // Signing in will bring them back where they were going.
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a user without a country is sent to choose one', async ({ page, request }) => {
  const account = await createAccount(request, { country: null });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/select-country$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/select-country\?next=%2Fdashboard$/);
});
