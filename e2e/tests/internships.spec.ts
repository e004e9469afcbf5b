import { expect, test } from '@playwright/test';
import { createAccount, liveJob, newPage, shot, signIn } from './support.ts';

// Issue 33 items 2 and 3: a first-job seeker on a phone finds paid internships with the filters'
// "Paid internships" switch; the result says "Paid internship" and shows the salary range, and the
// switch lives in the URL.

const PHONE = { width: 360, height: 740 };

test.describe('paid internships on a phone', () => {
  test.use({ viewport: PHONE });

  test('the "Paid internships" switch keeps only paid internships, in the URL', async ({
    page,
    browser,
    request,
  }) => {
    const word = `cafeintern${Date.now()}`;
    const employer = await createAccount(request, { country: 'DE' });
    const paidTitle = `Barista trainee ${word}`;
    const unpaidTitle = `Kitchen trainee ${word}`;
    const paidId = await liveJob(request, page, employer, paidTitle, {
      description: `Learn the bar from the first day: espresso, milk, guests. ${word}`,
      employmentType: 'internship',
      salary: 1000,
      salaryMax: 1500,
      salaryCurrency: 'EUR',
      salaryPeriod: 'monthly',
      internship: { paid: true, stipend: 800, durationWeeks: 12, mentor: true, offerPossible: true },
    });
    await liveJob(request, page, employer, unpaidTitle, {
      description: `Help the chefs and learn a professional kitchen. ${word}`,
      employmentType: 'internship',
      internship: { paid: false, durationWeeks: 4 },
    });

    const seeker = await createAccount(request);
    const phone = await newPage(browser);
    await phone.setViewportSize(PHONE);
    await signIn(phone, seeker);
    await phone.goto(`/jobs?q=${word}`);
    await expect(phone.getByRole('link', { name: unpaidTitle })).toBeVisible();
    await expect(phone.getByRole('link', { name: paidTitle })).toBeVisible();

    await phone.getByRole('button', { name: 'Filters', exact: true }).click();
    await phone.getByRole('switch', { name: 'Paid internships' }).check();
    await expect(phone).toHaveURL(/paid=true/);
    await phone.keyboard.press('Escape');
    await expect(phone.getByRole('link', { name: unpaidTitle })).toHaveCount(0);
    const card = phone.getByRole('article').filter({ hasText: paidTitle });
    await expect(card.getByText('Paid internship')).toBeVisible();
    await expect(card.getByText('€1,000 – €1,500 per month')).toBeVisible();
    await shot(phone, 'internships-phone-en');

    // A reload keeps the switch; Arabic reads right to left with the same results.
    await phone.goto(`/jobs?q=${word}&paid=true&lng=ar`);
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.getByRole('link', { name: paidTitle })).toBeVisible();
    await expect(phone.getByRole('link', { name: unpaidTitle })).toHaveCount(0);
    await expect(phone.getByText('تدريب مدفوع الأجر').first()).toBeVisible();
    await shot(phone, 'internships-phone-ar');

    // The job page names the internship's facts.
    await phone.goto(`/jobs/${paidId}?lng=en`);
    await expect(
      phone.getByText('Paid internship · With a mentor · A job offer is possible afterwards'),
    ).toBeVisible();
    await expect(phone.getByText('12 weeks')).toBeVisible();
    await shot(phone, 'internship-job-phone-en');
    await phone.goto(`/jobs/${paidId}?lng=ar`);
    await expect(phone.getByRole('heading', { level: 1, name: paidTitle })).toBeVisible();
    await shot(phone, 'internship-job-phone-ar');
  });

  test('the job form shows the Internship section only for an internship, with salary "from – to"', async ({
    page,
    request,
  }) => {
    await signIn(page, await createAccount(request, { country: 'DE' }));
    await page.goto('/create-job');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Continue/ })
      .click();
    await expect(page.getByRole('textbox', { name: 'Up to (optional)' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Paid internship' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Employment type' }).selectOption({ value: 'internship' });
    await expect(page.getByRole('switch', { name: 'Paid internship' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Stipend' })).toBeVisible();
    await page.getByRole('switch', { name: 'Paid internship' }).uncheck();
    await expect(page.getByRole('textbox', { name: 'Stipend' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Paid internship' }).check();
    await page.getByRole('textbox', { name: 'Stipend' }).scrollIntoViewIfNeeded();
    await shot(page, 'internship-form-phone-en');
  });
});
