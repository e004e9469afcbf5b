import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAILS, baseURL } from '../playwright.config.ts';
import { adminAccount, createAccount, draftJob, liveJob, type Account } from './support.ts';

// DESIGN.md §9: every screen, in a left-to-right and a right-to-left language, has no serious or
// critical axe violation against WCAG 2.1 A and AA.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface World {
  owner: Account;
  seeker: Account;
  newcomer: Account;
  admin: Account;
  jobId: string;
  draftId: string;
}

type Who = keyof Pick<World, 'owner' | 'seeker' | 'newcomer' | 'admin'> | null;

interface Screen {
  name: string;
  who: Who;
  path: (world: World) => string;
  /** What shows once the screen has its data (`language` names what a step clicks). */
  ready: (page: Page, language: string) => Promise<void>;
}

/** A string of the web app's catalogue, for the few steps that click by name. */
function text(language: string, key: string): string {
  const file = path.join(import.meta.dirname, '../../apps/web/public/locales', language, 'translation.json');
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no ${key} in ${language}`);
  return value;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const SCREENS: Screen[] = [
  { name: 'login', who: null, path: () => '/login', ready: heading },
  { name: 'register', who: null, path: () => '/register', ready: heading },
  { name: 'terms', who: null, path: () => '/terms', ready: heading },
  { name: 'privacy', who: null, path: () => '/privacy', ready: heading },
  { name: 'forgot password', who: null, path: () => '/forgot-password', ready: heading },
  { name: 'reset password', who: null, path: () => '/reset-password?token=abc', ready: heading },
  { name: 'payment result', who: null, path: () => '/payment-result?status=failure', ready: heading },
  { name: 'not found', who: null, path: () => '/no-such-page', ready: heading },
  { name: 'select country', who: 'newcomer', path: () => '/select-country', ready: heading },
  {
    name: 'jobs',
    who: 'seeker',
    path: () => '/jobs',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  { name: 'job card', who: 'seeker', path: (w) => `/jobs/${w.jobId}`, ready: heading },
  {
    name: 'job card of its owner',
    who: 'owner',
    path: (w) => `/jobs/${w.jobId}`,
    ready: (page) => expect(page.getByText('Accessible Seeker').first()).toBeVisible(),
  },
  { name: 'edit job', who: 'owner', path: (w) => `/jobs/${w.jobId}/edit`, ready: heading },
  {
    name: 'create job with its information dialog',
    who: 'owner',
    path: () => '/create-job',
    ready: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  { name: 'my jobs', who: 'owner', path: () => '/my-jobs?published=1', ready: heading },
  { name: 'payment summary', who: 'owner', path: (w) => `/payment-summary/${w.draftId}`, ready: heading },
  {
    name: 'confirm publish',
    who: 'owner',
    path: (w) => `/confirm-publish?jobId=${w.draftId}`,
    ready: heading,
  },
  { name: 'dashboard', who: 'seeker', path: () => '/dashboard', ready: heading },
  { name: 'my applications', who: 'seeker', path: () => '/applications', ready: heading },
  { name: 'favourites', who: 'seeker', path: () => '/favorites', ready: heading },
  { name: 'alerts', who: 'seeker', path: () => '/alerts', ready: heading },
  { name: 'CV editor', who: 'seeker', path: () => '/profile/resume', ready: heading },
  { name: 'alert unsubscribe', who: null, path: () => '/alerts/unsubscribe?token=abc', ready: heading },
  { name: 'profile', who: 'seeker', path: () => '/profile', ready: heading },
  { name: 'job check', who: 'seeker', path: () => '/chatbot', ready: heading },
  { name: 'messages', who: 'owner', path: () => '/messages', ready: heading },
  {
    name: 'report dialog',
    who: 'seeker',
    path: (w) => `/jobs/${w.jobId}`,
    ready: async (page, language) => {
      await page.getByRole('button', { name: text(language, 'report.open'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: text(language, 'report.title') })).toBeVisible();
    },
  },
  {
    name: 'moderation: reports',
    who: 'admin',
    path: () => '/admin',
    ready: (page) => expect(page.getByText('Looks like a pyramid scheme').first()).toBeVisible(),
  },
  {
    name: 'moderation: jobs',
    who: 'admin',
    path: () => '/admin?tab=jobs',
    ready: (page) => expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible(),
  },
  {
    name: 'moderation: users',
    who: 'admin',
    path: () => '/admin?tab=users',
    ready: (page) => expect(page.getByText('Accessible Seeker').first()).toBeVisible(),
  },
  {
    name: 'moderation: audit log',
    who: 'admin',
    path: () => '/admin?tab=audit',
    ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible(),
  },
  {
    name: 'chat',
    who: 'seeker',
    path: (w) => `/chat/${w.jobId}`,
    ready: (page) => expect(page.getByText('Hello, is the job still open?')).toBeVisible(),
  },
];

let world: World | undefined;

/** One owner with a live job, an applicant who favourited it and wrote, once per worker. */
async function buildWorld(browser: Browser): Promise<World> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const owner = await createAccount(request, { displayName: 'Accessible Owner' });
  const seeker = await createAccount(request, { displayName: 'Accessible Seeker' });
  const newcomer = await createAccount(request, { country: null });
  const admin = await adminAccount(request, ADMIN_EMAILS[1] ?? '', 'Accessible Admin');
  const jobId = await liveJob(request, await context.newPage(), owner, 'Museum guide for school groups');
  const asSeeker = { authorization: `Bearer ${seeker.token}` };
  expect((await request.post(`/api/applications/${jobId}`, { headers: asSeeker })).status()).toBe(201);
  expect((await request.put(`/api/favorites/${jobId}`, { headers: asSeeker })).status()).toBe(200);
  const sent = await request.post('/api/messages', {
    headers: asSeeker,
    data: { jobId, to: owner.id, text: 'Hello, is the job still open?' },
  });
  expect(sent.status()).toBe(201);
  const other = await createAccount(request);
  const reported = await request.post(`/api/jobs/${jobId}/report`, {
    headers: { authorization: `Bearer ${other.token}` },
    data: { reason: 'money', text: 'Looks like a pyramid scheme' },
  });
  expect(reported.status()).toBe(201);
  const job = await draftJob(request, owner, 'Summer intern in a bicycle workshop', {
    description: 'Help the mechanics, learn to true wheels and tune gears. Friendly team.',
    companyName: 'Two Wheels',
    category: 'workshop',
  });
  await context.close();
  return { owner, seeker, newcomer, admin, jobId, draftId: job._id };
}

const GROUPS: Who[] = [null, 'newcomer', 'seeker', 'owner', 'admin'];

// One page per person and language, visiting each of their screens in a step of its own: a failing
// screen is reported by name and the others are still checked (soft assertions).
for (const language of ['en', 'ar']) {
  for (const who of GROUPS) {
    test(`every screen of ${who ?? 'a visitor'} in ${language} has no serious or critical axe violation`, async ({
      browser,
    }) => {
      // About twenty screens with a full axe run each, and the shared world built by the first one.
      test.slow();
      world ??= await buildWorld(browser);
      const current = world;
      const context = await browser.newContext({ baseURL });
      await context.addInitScript(
        ([storedToken, lng]) => {
          if (storedToken) localStorage.setItem('token', storedToken);
          localStorage.setItem('i18nextLng', lng);
        },
        [who ? current[who].token : '', language] as const,
      );
      const page = await context.newPage();
      for (const screen of SCREENS.filter((candidate) => candidate.who === who)) {
        await test.step(screen.name, async () => {
          await page.goto(screen.path(current));
          await screen.ready(page, language);
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const serious = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({
              rule: violation.id,
              help: violation.help,
              nodes: violation.nodes.map((node) => node.target.join(' ')),
            }));
          expect.soft(serious, `${screen.name} in ${language}`).toEqual([]);
        });
      }
      await context.close();
    });
  }
}

// The header's menus, open, on a desktop and a phone, left to right and right to left.
for (const language of ['en', 'ar']) {
  test(`the header's open menus in ${language} have no serious or critical axe violation`, async ({
    browser,
  }) => {
    world ??= await buildWorld(browser);
    const token = world.seeker.token;
    for (const [width, buttons] of [
      [1280, ['menu.employers', 'menu.account']],
      [360, ['nav.menu']],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      await context.addInitScript(
        ([storedToken, lng]) => {
          localStorage.setItem('token', storedToken);
          localStorage.setItem('i18nextLng', lng);
        },
        [token, language] as const,
      );
      const page = await context.newPage();
      await page.goto('/favorites');
      await heading(page);
      for (const key of buttons) {
        await test.step(`${key} at ${width} px`, async () => {
          await page
            .getByRole('banner')
            .getByRole('button', { name: new RegExp(`^${text(language, key)}`) })
            .click();
          await expect(page.getByRole('menu')).toBeVisible();
          // Measured once the menu has faded in: half-transparent text fails the contrast rule.
          await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const serious = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({
              rule: violation.id,
              nodes: violation.nodes.map((node) => node.target.join(' ')),
            }));
          expect.soft(serious, `${key} at ${width} px in ${language}`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toBeHidden();
        });
      }
      await context.close();
    }
  });
}
