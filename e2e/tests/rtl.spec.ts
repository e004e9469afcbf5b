import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support.ts';

// Arabic mirrors the layout (DESIGN.md §9): checked by geometry on a data screen, and against
// reference screenshots of a static one. After an intended change of the login screen's look,
// refresh the references with `npx playwright test -c e2e/playwright.config.ts rtl --update-snapshots`.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

async function box(page: Page, selector: ReturnType<Page['locator']>) {
  const found = await selector.boundingBox();
  if (!found) throw new Error(`${selector.toString()} has no box`);
  return found;
}

test('the jobs screen in Arabic mirrors: brand on the right, filters to the right of the results', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await createAccount(request);
  for (const [language, rtl] of [
    ['en', false],
    ['ar', true],
  ] as const) {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(
      ([token, lng]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('i18nextLng', lng);
      },
      [account.token, language] as const,
    );
    const page = await context.newPage();
    await page.goto('/jobs');
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const results = page.getByRole('article').first();
    // The search answers in a fraction of a second, but the results render on two cores shared with
    // the other worker's Chromium: 15 s ran out there once (AMD CI machine, 2026-11-27).
    await expect(results).toBeVisible({ timeout: 120_000 });
    const brand = await box(page, page.getByRole('banner').getByRole('link').first());
    const filters = await box(
      page,
      page
        .getByRole('region')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first(),
    );
    const card = await box(page, results);
    const heading = await box(page, page.getByRole('heading', { level: 1 }));
    const middle = DESKTOP.width / 2;
    if (rtl) {
      expect(brand.x).toBeGreaterThan(middle);
      expect(filters.x).toBeGreaterThan(card.x);
      expect(heading.x + heading.width).toBeGreaterThan(middle);
    } else {
      expect(brand.x + brand.width).toBeLessThan(middle);
      expect(filters.x).toBeLessThan(card.x);
      expect(heading.x).toBeLessThan(middle);
    }
    await context.close();
  }
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the login screen in Arabic matches its reference screenshot on a ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot(`login-ar-${name}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
    await context.close();
  });
}
