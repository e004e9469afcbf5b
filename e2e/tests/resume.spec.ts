import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { createAccount, liveJob, newPage, shot, signIn } from './support.ts';

// Issue 20: on a phone, in Russian, a seeker writes a first CV step by step, closes the tab half way and
// finds the draft, previews and prints it on one A4 page, applies, and the employer sees it beside the letter.

type Catalogue = Record<string, unknown>;
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, `../../apps/web/public/locales/${language}/translation.json`),
      'utf8',
    ),
  ) as Catalogue;
const ru = catalogue('ru');
const en = catalogue('en');
function text(from: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)[part], from);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
const PHONE = { width: 360, height: 780 };

async function phoneContext(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addInitScript((stored) => {
    localStorage.setItem('token', stored);
    localStorage.setItem('i18nextLng', 'ru');
  }, token);
  return context;
}

test('a first CV written on a phone in Russian survives a closed tab, prints on one page and reaches the employer', async ({
  browser,
  request,
}) => {
  // Writing a CV, printing it to PDF and paying to publish a job: over 60 s on a busy two-core machine.
  test.setTimeout(180_000);
  const seeker = await createAccount(request, { displayName: 'Маша Иванова' });
  const employer = await createAccount(request, { displayName: 'Employer' });
  const context = await phoneContext(browser, seeker.token);
  let phone = await context.newPage();
  await phone.goto('/profile/resume');
  await expect(phone.getByRole('heading', { level: 1, name: text(ru, 'resume.title') })).toBeVisible();

  const headline = 'Студентка, ищу вечерние смены в кафе';
  await phone.getByLabel(text(ru, 'resume.fields.headline')).fill(headline);
  await phone
    .getByLabel(text(ru, 'resume.fields.about'))
    .fill('Учусь на экономиста, люблю работать с людьми.');
  await phone.getByRole('button', { name: text(ru, 'resume.next') }).click();

  await phone.getByRole('button', { name: text(ru, 'resume.addStudy') }).click();
  await phone.getByLabel(text(ru, 'resume.fields.institution')).fill('МГУ имени М. В. Ломоносова');
  await phone.getByLabel(text(ru, 'resume.fields.field')).fill('Экономика');
  await phone.getByLabel(text(ru, 'resume.fields.startYear')).fill('2024');
  await phone.getByRole('button', { name: text(ru, 'resume.next') }).click();
  await expect(phone.getByText(text(ru, 'resume.stepOf', { step: 3, total: 7 }))).toBeVisible();
  await shot(phone, 'resume-step-skills-ru-phone');

  // The tab closes half way: the draft is in this browser and the next visit opens on the same step.
  await phone.close();
  phone = await context.newPage();
  await phone.goto('/profile/resume');
  await expect(phone.getByText(text(ru, 'resume.stepOf', { step: 3, total: 7 }))).toBeVisible();
  const skills = phone.getByRole('textbox', { name: text(ru, 'resume.fields.skills') });
  await skills.fill('Работа в команде');
  await skills.press('Enter');
  await phone.getByRole('button', { name: text(ru, 'resume.next') }).click();
  await phone.getByRole('button', { name: text(ru, 'resume.next') }).click();
  await phone.getByLabel(text(ru, 'resume.fields.daysPerWeek')).fill('3');
  await phone.getByRole('button', { name: text(ru, 'resume.next') }).click();
  const wants = phone.getByRole('textbox', { name: text(ru, 'resume.fields.desiredCategories') });
  await wants.fill('Бариста');
  await wants.press('Enter');
  await phone.getByRole('button', { name: text(ru, 'resume.next') }).click();
  await expect(phone.getByText(headline)).toBeVisible();
  await expect(phone.getByText(text(ru, 'resume.saved'))).toBeVisible({ timeout: 15_000 });
  await shot(phone, 'resume-preview-ru-phone');
  // Nothing scrolls sideways on the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The printable view is one A4 page.
  await phone.goto('/profile/resume/print');
  await expect(phone.getByText(headline)).toBeVisible();
  const pdf = (await phone.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, 'pages of the printed CV').toBe(1);

  const employerPage = await newPage(browser);
  const jobId = await liveJob(request, employerPage, employer, 'Бариста в кофейню у парка');
  await phone.goto(`/jobs/${jobId}`);
  await phone.getByRole('button', { name: text(ru, 'applications.apply'), exact: true }).click();
  const dialog = phone.getByRole('dialog');
  await expect(dialog.getByText(text(ru, 'resume.applyShown'))).toBeVisible();
  await dialog.getByLabel(text(ru, 'applications.coverLetter')).fill('Могу по вечерам и в выходные.');
  await dialog.getByRole('button', { name: text(ru, 'applications.send') }).click();
  await expect(dialog).toBeHidden();

  // The employer reads it beside the letter, the fixed parts in their own language.
  await signIn(employerPage, employer);
  await employerPage.goto(`/jobs/${jobId}#applicants`);
  const applicants = employerPage.getByRole('region', { name: 'Applicants' });
  await expect(applicants.getByText('Могу по вечерам и в выходные.')).toBeVisible();
  await expect(
    applicants.getByText(text(en, 'resume.applicantProfile', { name: '\u2068Маша Иванова\u2069' })),
  ).toBeVisible();
  await expect(applicants.getByText(headline)).toBeVisible();
  await expect(applicants.getByText(text(en, 'resume.view.skills'))).toBeVisible();
  await shot(employerPage, 'resume-beside-letter-en-desktop');
  await context.close();
});

// Issue 27 item 11: a printed screen prints only its document, not the test-payments ribbon, the
// header, the e-mail reminder, the helper or toasts. Checked as a class: in print media, nothing
// outside the document shows on /profile/resume/print, in a left-to-right and a right-to-left language.
for (const [language, viewport] of [
  ['de', { width: 1280, height: 900 }],
  ['ar', PHONE],
] as const) {
  test(`printing the CV in ${language} at ${viewport.width} px prints the CV alone`, async ({
    browser,
    request,
  }) => {
    const seeker = await createAccount(request, { displayName: 'Lena Schmidt' });
    const saved = await request.put('/api/resumes/me', {
      headers: { authorization: `Bearer ${seeker.token}` },
      data: { headline: 'Studentin, suche Abendschichten', about: 'Ich lerne schnell.', skills: ['Kasse'] },
    });
    expect(saved.ok()).toBe(true);
    const context = await browser.newContext({ baseURL, viewport });
    await context.addInitScript(
      ([stored, lng]) => {
        localStorage.setItem('token', stored);
        localStorage.setItem('i18nextLng', lng);
      },
      [seeker.token, language] as const,
    );
    const page = await context.newPage();
    await page.goto('/profile/resume/print');
    const sheet = page.locator('article');
    await expect(sheet.getByText('Studentin, suche Abendschichten')).toBeVisible();
    // On the screen the chrome is there (the sandbox ribbon, the header, the unconfirmed-address reminder).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('note')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    const stray = await page.evaluate(() => {
      const article = document.querySelector('article');
      if (!article) return ['no article'];
      return Array.from(document.body.querySelectorAll('*'))
        .filter((element) => !article.contains(element) && !element.contains(article))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
        })
        .map(
          (element) => `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`,
        );
    });
    expect(stray, 'what prints beside the CV').toEqual([]);
    await shot(page, `resume-print-media-${language}-${viewport.width}`);
    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, 'pages of the printed CV').toBe(1);
    await context.close();
  });
}
