import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import {
  catalogueText,
  createAccount,
  latestMailTo,
  liveJob,
  newPage,
  shot,
  type Account,
} from './support.ts';

// Issue 31's journey (DESIGN.md §14.1): in German on a desktop an employer creates a company with a
// logo and invites a recruiter (the mail read from the outbox); the recruiter, another confirmed
// account, accepts and answers an applicant of a job the owner posted; the public company page, in
// Russian on a 360 px phone, shows both jobs and the verification mark.

const de = (key: string, values?: Record<string, string | number>) => catalogueText('de', key, values);

/** A 64 × 64 px PNG, drawn by the browser itself: a real image for the server to re-encode. */
async function pngLogo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#ffffff';
    context.fillRect(16, 16, 32, 32);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** A page of `account` in `language` on a desktop, signed in as the app signs in (its token stored). */
async function signedIn(browser: Browser, account: Account, language: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([token, lng]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('i18nextLng', lng);
    },
    [account.token, language] as const,
  );
  return context.newPage();
}

/** The link of the newest mail to `to` that holds `path` (quoted-printable undone). */
async function mailedLink(to: string, path: string): Promise<string> {
  const mail = (await latestMailTo(to, 30_000, path)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = new RegExp(`https?://[^\\s>"]+${path.replace(/[?/]/g, '\\$&')}[A-Za-z0-9_.%-]+`).exec(mail);
  expect(found, `the ${path} link in the mail`).not.toBeNull();
  const link = new URL(found?.[0] ?? '');
  return `${link.pathname}${link.search}`;
}

test('an employer builds a company with a recruiter, who answers an applicant; the public page lists both jobs', async ({
  browser,
  request,
}) => {
  // Three people, two payments and two mails on a shared machine.
  test.setTimeout(600_000);
  const owner = await createAccount(request, { displayName: 'Olga Eigentümerin', confirmed: true });
  const recruiter = await createAccount(request, { displayName: 'Rita Recruiterin', confirmed: true });
  const seeker = await createAccount(request, { displayName: 'Sami Sucher' });
  const companyName = `Bäckerei Morgenrot ${Date.now()}`;

  // The owner, in German, creates the company.
  const page = await signedIn(browser, owner, 'de');
  await page.goto('/my-jobs');
  await page.getByRole('button', { name: de('menu.employers') }).click();
  await page.getByRole('menuitem', { name: de('nav.myCompanies') }).click();
  await expect(page.getByRole('heading', { level: 1, name: de('companies.my.title') })).toBeVisible();
  await page
    .getByRole('link', { name: de('companies.my.create') })
    .first()
    .click();
  await page.getByLabel(de('companies.fields.name'), { exact: false }).fill(companyName);
  await page.getByLabel(de('companies.fields.about')).fill('Frisches Brot seit 1921, jeden Morgen.');
  await page.getByLabel(de('companies.fields.website')).fill('https://morgenrot.example');
  await page.getByLabel(de('companies.fields.size')).selectOption('11-50');
  await page.getByRole('button', { name: de('companies.new.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page).toHaveURL(/\/my-companies\/[0-9a-f-]{36}$/);
  const companyId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The logo: uploaded as the file it is, shown as the server stored it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: de('companies.logo.choose') }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngLogo(page) });
  await expect(page.getByRole('button', { name: de('companies.logo.replace') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('img', { name: de('companies.logo.alt', { name: companyName }) }),
  ).toHaveAttribute('src', /\/.+\.webp/);
  // The owner's confirmed address already verifies it: the mark beside the name says so.
  await expect(
    page
      .getByRole('img', {
        name: de('companies.verification.mark', { level: de('companies.verification.levels.email') }),
      })
      .first(),
  ).toBeVisible();

  // The invitation, mailed to the recruiter.
  await page.getByLabel(de('companies.invite.email'), { exact: true }).fill(recruiter.email);
  await page.getByLabel(de('companies.invite.role'), { exact: true }).selectOption('recruiter');
  await page.getByRole('button', { name: de('companies.invite.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: recruiter.email })).toBeVisible();
  await shot(page, 'companies-owner-de-1280');

  // Two jobs the owner posts for the company; a seeker applies to the first.
  const payer = await newPage(browser);
  const first = await liveJob(request, payer, owner, `Bäcker am Wochenende ${Date.now()}`, { companyId });
  await liveJob(request, payer, owner, `Aushilfe im Verkauf ${Date.now()}`, { companyId });
  const applied = await request.post(`/api/applications/${first}`, {
    headers: { authorization: `Bearer ${seeker.token}` },
  });
  expect(applied.status()).toBe(201);

  // The recruiter opens the mailed link, in German: nothing happens until the click.
  const invitation = await mailedLink(recruiter.email, '/invitations/accept?token=');
  const recruiterPage = await signedIn(browser, recruiter, 'de');
  await recruiterPage.goto(invitation);
  const accept = recruiterPage.getByRole('button', { name: de('companies.accept.button') });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(recruiterPage.getByRole('status')).toContainText(
    de('companies.accept.done', { name: companyName }),
  );
  await recruiterPage.getByRole('link', { name: de('companies.accept.open') }).click();
  await expect(recruiterPage.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(recruiterPage.getByText('Rita Recruiterin')).toBeVisible();

  // …and answers the owner's applicant.
  await recruiterPage.goto(`/jobs/${first}`);
  const invite = recruiterPage.getByRole('button', {
    name: de('applications.inviteNamed', { name: 'Sami Sucher' }),
  });
  await expect(invite).toBeVisible();
  await invite.click();
  await expect(invite).toHaveAttribute('aria-pressed', 'true');
  const mine = await request.get('/api/applications/my', {
    headers: { authorization: `Bearer ${seeker.token}` },
  });
  const items = ((await mine.json()) as { items: { job: { _id: string } | null; status: string }[] }).items;
  expect(items.find((item) => item.job?._id === first)?.status).toBe('invited');

  // The public page, in Russian on a phone: both jobs, the logo and the mark.
  const company = await request.get(`/api/companies/${companyId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const { slug } = ((await company.json()) as { company: { slug: string } }).company;
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const publicPage = await phone.newPage();
  await publicPage.goto(`/companies/${slug}?lng=ru`);
  await expect(publicPage.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(publicPage.getByRole('heading', { level: 1 })).toContainText(companyName);
  await expect(publicPage.getByRole('link', { name: /Bäcker am Wochenende/ })).toBeVisible();
  await expect(publicPage.getByRole('link', { name: /Aushilfe im Verkauf/ })).toBeVisible();
  // The server's verification badge beside the name (the owner's confirmed e-mail at least).
  await expect(publicPage.locator('h1 .badge')).toBeVisible();
  expect(await publicPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(publicPage, 'companies-public-ru-360');
});

test("a company's page mirrors in Arabic on a 360 px phone, without scrolling sideways", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await createAccount(request, { displayName: 'Omar Owner', confirmed: true });
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/companies', {
    headers: auth,
    data: {
      name: 'شركة المخابز الدولية للتعاون',
      about: 'خبز طازج كل صباح منذ 1921.',
      website: 'https://bakery.example',
      size: '51-200',
    },
  });
  expect(created.status()).toBe(201);
  const { _id: companyId } = ((await created.json()) as { company: { _id: string } }).company;
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('i18nextLng', 'ar');
  }, owner.token);
  const page = await context.newPage();
  const logo = await request.put(`/api/companies/${companyId}/logo`, {
    headers: { ...auth, 'content-type': 'image/png' },
    data: await pngLogo(page),
  });
  expect(logo.status()).toBe(200);

  await page.goto(`/my-companies/${companyId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'شركة المخابز الدولية للتعاون' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Omar Owner');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'companies-ar-360');
});
