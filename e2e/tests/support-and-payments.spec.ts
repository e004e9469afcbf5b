import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAILS } from '../playwright.config.ts';
import {
  adminAccount,
  catalogueText,
  createAccount,
  draftJob,
  latestMailTo,
  shot,
  uniqueEmail,
  type Account,
} from './support.ts';

// Issue 15 §4: payment states, the job check on someone else's draft, returning after sign-in,
// and the contact form answered from the moderation screen, with the texts read from the catalogues.
// Each journey runs once, in one of five variants (a phone and a desktop, English, Russian and
// Arabic, right to left), every variant used by some journey: that every screen fits a phone in each
// language is the layout sweep's work (layout.spec.ts), so running all five journeys in all five
// variants repeated it 20 times (issue 28).

// Lazy screens and the first queries can take long on a busy machine: wait up to 30 s for a screen.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const text = catalogueText;

/** The words of a sentence before its first placeholder ("Payment received: "). */
const prefix = (lng: string, key: string) => text(lng, key).split(/\{\{/)[0] ?? '';

const VARIANTS = [
  { name: 'en-desktop', lng: 'en', viewport: { width: 1280, height: 800 } },
  { name: 'en-phone', lng: 'en', viewport: { width: 360, height: 740 } },
  { name: 'ru-phone', lng: 'ru', viewport: { width: 360, height: 740 } },
  { name: 'ar-phone', lng: 'ar', viewport: { width: 360, height: 740 } },
  { name: 'ar-desktop', lng: 'ar', viewport: { width: 1280, height: 800 } },
] as const;
type Variant = (typeof VARIANTS)[number];

/** A journey in one variant; the title names it. */
function journey(
  variant: Variant,
  title: string,
  body: (fixtures: { browser: Browser; request: APIRequestContext }, variant: Variant) => Promise<void>,
) {
  test(`${title} (${variant.name})`, async ({ browser, request }) => body({ browser, request }, variant));
}

const [enDesktop, enPhone, ruPhone, arPhone, arDesktop] = VARIANTS;

/** Pays on the sandbox donation page in a tab of its own, as the payer does. */
async function payInAnotherTab(browser: Browser, jobId: string, lng: string, shotName?: string) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const page = await tab.goto(`/sandbox/donate?label=${jobId}&sum=200&lng=${lng}`);
  expect(page?.status()).toBe(200);
  if (shotName) await shot(tab, shotName);
  await tab.locator('button[type="submit"]').click();
  await expect(tab).toHaveURL(/\/payment-result\?status=success/);
  await context.close();
}

/** A page in `lng` at the variant's size, signed in as `account` when one is given. */
async function openAs(browser: Browser, variant: Variant, account?: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: variant.viewport });
  await context.addInitScript(
    ({ lng, token }) => {
      window.localStorage.setItem('i18nextLng', lng);
      if (token) window.localStorage.setItem('token', token);
    },
    { lng: variant.lng, token: account?.token ?? null },
  );
  return context.newPage();
}

/** The text of a raw single-part mail, its transfer encoding (base64 or quoted-printable) undone. */
function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

journey(
  arPhone,
  'confirm publish: a payment that arrives clears the older "Failed to publish"',
  async ({ browser, request }, variant) => {
    const { lng } = variant;
    const owner = await createAccount(request);
    const job = await draftJob(request, owner, `Counter help ${variant.name}`);
    const page = await openAs(browser, variant, owner);

    await page.goto(`/confirm-publish?jobId=${job._id}`);
    await page.getByRole('button', { name: text(lng, 'payments.confirm.submit') }).click();
    await expect(page.getByText(text(lng, 'payments.confirm.failed'))).toBeVisible();

    await payInAnotherTab(browser, job._id, lng, `sandbox-${variant.name}`);

    await expect(page.getByText(prefix(lng, 'payments.confirm.paymentReceived'))).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(text(lng, 'payments.confirm.failed'))).toHaveCount(0);
    await shot(page, `confirm-after-payment-${variant.name}`);
    await page.getByRole('button', { name: text(lng, 'payments.confirm.submit') }).click();
    await expect(page).toHaveURL(/\/my-jobs\?published=1$/);
  },
);

journey(
  enDesktop,
  'payment result opened by hand waits for the payment instead of claiming success',
  async ({ browser, request }, variant) => {
    const { lng } = variant;
    const owner = await createAccount(request);
    const job = await draftJob(request, owner, `Typed by hand ${variant.name}`);
    const page = await openAs(browser, variant, owner);

    await page.goto(`/payment-result?status=success&jobId=${job._id}`);
    await expect(
      page.getByRole('heading', { name: text(lng, 'payments.result.waitingTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: text(lng, 'payments.result.successTitle') })).toHaveCount(
      0,
    );
    await expect(page.getByRole('link', { name: text(lng, 'payments.confirm.submit') })).toHaveCount(0);
    await shot(page, `payment-result-waiting-${variant.name}`);

    // It keeps asking: the payment made now shows up without a reload.
    await payInAnotherTab(browser, job._id, lng);
    await expect(page.getByRole('heading', { name: text(lng, 'payments.result.successTitle') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: text(lng, 'payments.confirm.submit') })).toBeVisible();
  },
);

journey(
  ruPhone,
  "the helper shows someone else's draft as not published, with no dead-end link",
  async ({ browser, request }, variant) => {
    const { lng } = variant;
    const owner = await createAccount(request);
    const stranger = await createAccount(request);
    const job = await draftJob(request, owner, `Hidden draft ${variant.name}`);

    const check = async (page: Page) => {
      await page.goto('/jobs');
      await page.getByRole('button', { name: text(lng, 'jobCheck.open') }).click();
      await page.getByLabel(text(lng, 'jobCheck.field')).fill(String(job.number));
      await page.getByRole('button', { name: text(lng, 'jobCheck.submit'), exact: true }).click();
      await expect(page.getByText(text(lng, 'jobCheck.status.unpublished'))).toBeVisible();
    };

    const strangerPage = await openAs(browser, variant, stranger);
    await check(strangerPage);
    await expect(strangerPage.getByRole('link', { name: text(lng, 'jobCheck.openJobNewTab') })).toHaveCount(
      0,
    );
    await expect(strangerPage.getByText(`Hidden draft ${variant.name}`)).toHaveCount(0);
    await shot(strangerPage, `helper-strangers-draft-${variant.name}`);

    // The owner, who can open it, still gets the link.
    const ownerPage = await openAs(browser, variant, owner);
    await check(ownerPage);
    await expect(ownerPage.getByRole('link', { name: text(lng, 'jobCheck.openJobNewTab') })).toBeVisible();
  },
);

journey(arDesktop, 'signing in from a job link returns to the job', async ({ browser, request }, variant) => {
  const { lng } = variant;
  const owner = await createAccount(request);
  const job = await draftJob(request, owner, `Live job ${variant.name}`);
  await payInAnotherTab(browser, job._id, lng);
  const published = await request.put(`/api/jobs/${job._id}`, {
    data: { status: 'active', published: true },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(published.status()).toBe(200);
  const seeker = await createAccount(request);

  const page = await openAs(browser, variant);
  await page.goto(`/jobs/${job._id}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.locator('input[name="email"]').fill(seeker.email);
  await page.locator('input[name="password"]').fill(seeker.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job._id}$`));
  await expect(page.getByRole('heading', { name: `Live job ${variant.name}` })).toBeVisible();
});

journey(
  enPhone,
  'the contact form reaches the support queue, and the answer arrives by e-mail',
  async ({ browser, request }, variant) => {
    const { lng } = variant;
    const requester = uniqueEmail('e2e-contact');
    const subject = `Refund question ${variant.name} ${requester.slice(12, 20)}`;
    const page = await openAs(browser, variant);
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('link', { name: text(lng, 'footer.contact') }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: text(lng, 'support.title') })).toBeVisible();
    await shot(page, `contact-${variant.name}`);

    await page.getByLabel(text(lng, 'support.fields.email')).fill(requester);
    await page.getByLabel(text(lng, 'support.fields.subject')).fill(subject);
    await page.getByLabel(text(lng, 'support.fields.message')).fill('I paid for job 1042 twice on Monday.');
    await page.getByRole('button', { name: text(lng, 'support.submit') }).click();
    await expect(page.getByText(text(lng, 'support.sentTitle'))).toBeVisible();

    const moderator = await adminAccount(request, ADMIN_EMAILS[3] ?? '', 'Support Moderator');
    const admin = await openAs(browser, variant, moderator);
    await admin.goto('/admin?tab=support');
    const card = admin.getByRole('listitem').filter({ hasText: subject });
    await expect(card).toBeVisible();
    await shot(admin, `admin-support-${variant.name}`);
    await card
      .getByLabel(text(lng, 'support.admin.answerLabel'))
      .fill('The second payment was refunded today.');
    await card.getByRole('button', { name: text(lng, 'support.admin.send') }).click();
    await expect(admin.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

    const mail = mailText(await latestMailTo(requester));
    expect(mail).toContain('The second payment was refunded today.');
    expect(mail).toContain('> I paid for job 1042 twice on Monday.');
  },
);
