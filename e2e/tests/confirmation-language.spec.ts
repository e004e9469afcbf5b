import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { latestMailTo, PASSWORD, uniqueEmail } from './support.ts';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

// Issue 29 (DESIGN.md §14.0): the first mail a person gets, the confirmation, speaks the language they
// registered in, from the register form as a person fills it in.
const CASES = [
  {
    lng: 'ru',
    viewport: PHONE,
    subject: 'Подтвердите адрес электронной почты в Debut',
    words: 'Добро пожаловать',
  },
  { lng: 'ar', viewport: PHONE, subject: 'أكّد عنوان بريدك الإلكتروني في Debut', words: 'Debut' },
  {
    lng: 'de',
    viewport: DESKTOP,
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei Debut',
    words: 'Willkommen',
  },
] as const;

for (const { lng, viewport, subject, words } of CASES) {
  test(`a registration in ${lng} (${viewport.width} px) gets its confirmation mail in ${lng}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`confirm-${lng}`);
    await page.goto(`/register?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await page.locator('input[name="displayName"]').fill('Nadia Newcomer');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/select-country$/);

    // The only mail to a new address; its text may be base64 (mostly non-Latin), so it is parsed.
    const mail = await simpleParser(await latestMailTo(email, 15_000));
    expect(mail.text).toContain('/verify-email?token=');
    expect(mail.subject).toBe(subject);
    expect(mail.headers.get('content-language')).toBe(lng);
    expect(mail.text).toContain(words);
  });
}
