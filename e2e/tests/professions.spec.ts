import { expect, test, type Page } from '@playwright/test';
import { createAccount, liveJob, newPage, signIn } from './support.ts';

// Issue 15 §1: a profession is one key shown in the reader's language. A job a German employer posts as
// "Kellner (m/w/d)" is found by an English seeker filtering "Waiter"; a Russian seeker filtering
// "Бариста" finds the seeded barista jobs; badges speak the reader's language. The German employer's
// journey runs on a desktop and the Russian seeker's on a phone, once each (issue 28).

const VIEWPORTS = {
  phone: { name: 'phone', viewport: { width: 360, height: 740 } },
  desktop: { name: 'desktop', viewport: { width: 1280, height: 900 } },
};

/** Opens the filters where they fold away (phones), then picks a profession by typing its name. */
async function filterByProfession(page: Page, label: string, typed: string, option: string) {
  // Below Mantine's md breakpoint (62em) the filters fold behind a button; wider screens show them beside the results.
  if ((page.viewportSize()?.width ?? 1280) < 992) {
    await page
      .getByRole('button', { name: label === 'Категория (профессия)' ? 'Фильтры' : 'Filters', exact: true })
      .click();
  }
  const select = page.getByRole('textbox', { name: label });
  await select.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

{
  const { name, viewport } = VIEWPORTS.desktop;
  test.describe(`professions on a ${name}`, () => {
    test.use({ viewport });

    test('a German posting as "Kellner (m/w/d)" is found as "Waiter", and names follow the reader', async ({
      page,
      browser,
      request,
    }) => {
      const employer = await createAccount(request, { country: 'DE' });
      const title = `Abendservice im Bistro ${name} ${Date.now()}`;
      const id = await liveJob(request, page, employer, title, { category: 'Kellner (m/w/d)' });

      // The stored job carries the key, whatever language it was posted in.
      const stored = await request.get(`/api/jobs/${id}`, {
        headers: { authorization: `Bearer ${employer.token}` },
      });
      expect(((await stored.json()) as { job: { category: string } }).job.category).toBe('waiter');

      const seeker = await createAccount(request);
      const english = await newPage(browser);
      await english.setViewportSize(viewport);
      await signIn(english, seeker);
      await filterByProfession(english, 'Category (profession)', 'Wait', 'Waiter');
      await expect(english).toHaveURL(/category=waiter/);
      await expect(english.getByRole('link', { name: title })).toBeVisible();

      // The badge on the job page in German, Arabic (right to left) and Russian.
      for (const [language, badge] of [
        ['de', 'Kellner'],
        ['ar', 'نادل'],
        ['ru', 'Официант'],
      ] as const) {
        await english.goto(`/jobs/${id}?lng=${language}`);
        await expect(english.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(english.getByText(badge, { exact: true }).first()).toBeVisible();
      }
    });
  });
}

{
  const { name, viewport } = VIEWPORTS.phone;
  test.describe(`professions on a ${name}`, () => {
    test.use({ viewport });

    test('a Russian seeker filtering "Бариста" finds the seeded barista jobs', async ({ page, request }) => {
      const seeker = await createAccount(request);
      await signIn(page, seeker);
      await page.goto('/jobs?lng=ru');
      await filterByProfession(page, 'Категория (профессия)', 'Бари', 'Бариста');
      await expect(page).toHaveURL(/category=barista/);
      await expect(page.getByText(/Найден/).first()).toBeVisible();
      const badges = page.getByText('Бариста', { exact: true });
      // The select shows the choice too; every result card carries the badge.
      await expect(badges.nth(1)).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    });
  });
}
