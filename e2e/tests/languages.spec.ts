import { expect, test } from '@playwright/test';

// SPEC.md §4: the language is found, in order, in ?lng=, a cookie, local storage (i18nextLng),
// session storage, the browser's languages and the html lang attribute; the choice is kept in local
// storage; English is the fallback.

test('?lng= sets the language on any page and is remembered for the next one', async ({ page }) => {
  await page.goto('/login?lng=de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // No parameter: local storage answers.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();

  // A language outside the selector but in the catalogues, on another page, right to left.
  await page.goto('/terms?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
});

test.describe('a browser set to French', () => {
  test.use({ locale: 'fr-FR' });

  test('speaks French before anyone chooses, and the selector changes it for good', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.getByRole('banner').getByRole('combobox').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test('a language Debut does not have falls back to English', async ({ page }) => {
  await page.goto('/login?lng=nl');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
