import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support.ts';

// Issue 15 §2: places by name, never by coordinates. A person types a city, picks it, and the point,
// the radius circle and the results follow; without map tiles the map says so over an outline of land.

type Catalogue = Record<string, Record<string, unknown>>;
const catalogue = (lng: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/public/locales/${lng}/translation.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const text = (lng: string, section: string, ...keys: string[]): string => {
  let value: unknown = catalogue(lng)[section];
  for (const key of keys) value = (value as Record<string, unknown>)[key];
  return String(value);
};

const PHONE = { width: 360, height: 780 };
// The name of Saint Petersburg each reader is shown.
const SAINT_PETERSBURG: Record<string, string> = {
  en: 'Saint Petersburg',
  de: 'Saint Petersburg',
  ru: 'Санкт-Петербург',
  ar: 'سانت بطرسبرغ',
};
// Never the outside tile server: the offline outline is what the journeys below must not depend on.
const blockTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

async function inLanguage(page: Page, lng: string) {
  await page.addInitScript((language) => localStorage.setItem('i18nextLng', language), lng);
}

// Once, in Arabic on a phone: the other languages and sizes of this screen are the layout sweep's
// (issue 28: this journey ran four times).
{
  const [lng, viewport] = ['ar', PHONE] as const;
  test(`a seeker finds jobs within 25 km of Saint Petersburg typed in Cyrillic (${lng}, ${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await blockTiles(page);
    await signIn(page, await createAccount(request, { country: 'DE' }));
    await inLanguage(page, lng);
    await page.goto('/jobs');
    // On a phone where, radius and the map wait behind "Filters" (a drawer), the results come first.
    if (viewport === PHONE)
      await page.getByRole('button', { name: text(lng, 'jobs', 'filters', 'title') }).click();

    const where = page.getByRole('textbox', { name: text(lng, 'places', 'where') });
    await where.fill('Санкт-Пет');
    const option = page
      .getByRole('option')
      .filter({ hasText: SAINT_PETERSBURG[lng] ?? '' })
      .first();
    await option.click();
    await expect(page).toHaveURL(/lat=59\.9386&lon=30\.3141/);
    await page.getByLabel(text(lng, 'jobs', 'filters', 'radius')).fill('25');
    await expect(page).toHaveURL(/radiusKm=25/);

    // The map shows the circle (and the point) around Saint Petersburg.
    const map = page.getByRole('application', { name: text(lng, 'jobs', 'filters', 'mapLabel') });
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-overlay-pane path.leaflet-interactive')).toHaveCount(2);
    if (viewport === PHONE)
      await page.getByRole('button', { name: text(lng, 'jobs', 'filters', 'showResults') }).click();

    // The results: a count line for this search, ordered from the chosen place.
    const results = page.getByRole('region', { name: text(lng, 'jobs', 'results', 'label') });
    await expect(results.getByText(/\d/).first()).toBeVisible();
    await page.screenshot({
      path: `test-results/places-search-${lng}-${viewport.width}.png`,
      fullPage: true,
    });
  });
}

test('an employer places a job by typing a city and picking it, with no coordinates typed', async ({
  page,
  request,
}) => {
  await blockTiles(page);
  await signIn(page, await createAccount(request));
  await page.goto('/create-job');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Continue/ })
    .click();

  await page.getByRole('textbox', { name: 'Job title' }).fill('Barista at the Novosibirsk opera café');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Make espresso drinks and greet guests before the evening shows. We train you on the first day.');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Opera Café');
  await page.getByRole('textbox', { name: 'Category (profession)' }).fill('barista');
  await page.getByRole('option', { name: 'Barista', exact: true }).click();
  // The list may close before the click lands while the page still settles (seen once on a slow
  // machine: the option found, then hidden). A person types again; so does the test.
  const placeOfWork = page.getByRole('textbox', { name: 'Place of work' });
  await expect(async () => {
    await placeOfWork.fill('');
    await placeOfWork.fill('Novosib');
    await page
      .getByRole('option', { name: /^Novosibirsk\s*Novosibirsk Oblast, Russia/ })
      .click({ timeout: 8_000 });
  }).toPass({ timeout: 30_000 });
  // The empty address took the place's name; the coordinates were never typed.
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'Novosibirsk, Novosibirsk Oblast, Russia',
  );
  await expect(page.getByText(/Point: 55[.,]04/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Schedule' }).selectOption({ label: 'Shift work' });
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption({ label: 'Part-time' });
  await page.getByLabel('No special requirements').check();
  await page.getByRole('button', { name: 'Create the job' }).click();
  await expect(page.getByText('Job created')).toBeVisible();
  await expect(page).toHaveURL(/\/my-jobs$/);
});

{
  const lng = 'ar';
  test(`with the map tiles blocked the map says so in words over an outline of the land (${lng})`, async ({
    page,
    request,
  }) => {
    await blockTiles(page);
    await signIn(page, await createAccount(request, { country: 'FR' }));
    await inLanguage(page, lng);
    await page.goto('/jobs');
    // The country chosen at sign-up orders the first page, visibly.
    const country = new Intl.DisplayNames([lng], { type: 'region' }).of('FR') ?? 'FR';
    await expect(page.getByText(text(lng, 'places', 'near').replace('{{country}}', country))).toBeVisible();

    const map = page
      .getByRole('group', { name: text(lng, 'jobs', 'filters', 'mapLabel') })
      .or(page.getByRole('application', { name: text(lng, 'jobs', 'filters', 'mapLabel') }));
    await expect(map).toBeVisible();
    await expect(page.getByText(text(lng, 'map', 'tilesFailed'))).toBeVisible();
    // The outline is drawn (SVG paths of the land, in its own pane under the marker), never a blank grey box.
    await expect(map.locator('.leaflet-land-pane path').first()).toBeVisible();
    await page.screenshot({ path: `test-results/places-offline-${lng}.png`, fullPage: true });
  });
}
