import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'a long e2e passphrase';

export interface Account {
  email: string;
  password: string;
  token: string;
  id: string;
}

/** An account made through the API, with a country, ready to sign in (for journeys that are not about registering). */
export async function createAccount(
  request: APIRequestContext,
  options: { country?: string | null; displayName?: string; email?: string; confirmed?: boolean } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const response = await request.post('/api/auth/register', {
    // Each account comes from its own client address (the e2e server trusts the proxy header), so the
    // suite does not run into the real per-client registration limit of 20 an hour.
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      displayName: options.displayName ?? 'E2E Person',
      email,
      password: PASSWORD,
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  if (options.country !== null) {
    const patched = await request.patch('/api/auth/me', {
      data: { country: options.country ?? 'RU' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(patched.status()).toBe(200);
  }
  // A confirmed address (decision 018); an ADMIN_EMAILS one also needs the owner's reset: adminAccount.
  if (options.confirmed) await confirmEmailFromOutbox(request, email);
  return { email, password: PASSWORD, token, id: user.id };
}

/**
 * The admin of one spec (an address from ADMIN_EMAILS): journeys run at once, so the first registers
 * and confirms the address and the others sign in; each waits until the account is an admin, which
 * ADMIN_EMAILS makes only confirmed addresses (decision 018).
 */
export async function adminAccount(
  request: APIRequestContext,
  email: string,
  displayName: string,
): Promise<Account> {
  const client = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': client() },
    data: { displayName, email, password: PASSWORD, acceptTerms: true, acceptPrivacy: true },
  });
  if (registered.ok()) {
    // Confirming an ADMIN_EMAILS address grants nothing: it mails a reset link, and the owner's reset
    // gives the role (decision 029).
    await confirmEmailFromOutbox(request, email);
    const link = new URL(resetLink(await latestMailTo(email, 10_000, '/reset-password?token=')));
    const reset = await request.post('/api/auth/reset-password', {
      headers: { 'x-forwarded-for': client() },
      data: { token: link.searchParams.get('token'), password: PASSWORD },
    });
    expect(reset.status()).toBe(204);
  } else expect(registered.status()).toBe(409);
  // Journeys on the other worker may be finishing the same address's reset, which ends every session:
  // sign in until a session sees the role.
  let session: { token: string; user: { id: string } } | undefined;
  await expect
    .poll(
      async () => {
        const login = await request.post('/api/auth/login', {
          headers: { 'x-forwarded-for': client() },
          data: { email, password: PASSWORD },
        });
        if (login.status() !== 200) return 'signed out';
        const signedIn = (await login.json()) as { token: string; user: { id: string } };
        const me = await request.get('/api/auth/me', {
          headers: { authorization: `Bearer ${signedIn.token}` },
        });
        const role = me.ok() ? ((await me.json()) as { user: { role: string } }).user.role : 'signed out';
        if (role === 'admin') session = signedIn;
        return role;
      },
      { timeout: 30_000 },
    )
    .toBe('admin');
  if (!session) throw new Error(`no admin session for ${email}`);
  const { token, user } = session;
  const headers = { authorization: `Bearer ${token}` };
  await request.patch('/api/auth/me', { data: { country: 'RU' }, headers });
  return { email, password: PASSWORD, token, id: user.id };
}

/** Opens the confirmation link mailed to `email` the way the screen does: POST its token. */
export async function confirmEmailFromOutbox(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(verifyEmailLink(await latestMailTo(email, 10_000, '/verify-email?token=')));
  const confirmed = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(204);
}

const JOB = {
  title: 'Weekend barista in a book café',
  description: 'Make coffee and help guests find a book on Saturdays and Sundays. Training provided.',
  companyName: 'Pages & Beans',
  category: 'barista',
  address: 'Pokrovka 5, Moscow',
  lat: 55.7586,
  lng: 37.6464,
  schedule: 'shift',
  employmentType: 'part_time',
  noSpecialRequirements: true,
};

/** A draft job of `owner`, made through the API: a valid vacancy with `fields` over it. */
export async function draftJob(
  request: APIRequestContext,
  owner: Account,
  title: string,
  fields: Record<string, unknown> = {},
) {
  const created = await request.post('/api/jobs', {
    data: { ...JOB, ...fields, title },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { job: { _id: string; number: number } }).job;
}

/** A live job: made through the API, paid on the sandbox page in a browser, then published. */
export async function liveJob(
  request: APIRequestContext,
  page: Page,
  owner: Account,
  title: string,
  fields: Record<string, unknown> = {},
) {
  const job = await draftJob(request, owner, title, fields);
  await publishDraft(request, page, owner, job._id);
  return job._id;
}

/** A draft of `owner` paid on the sandbox page in a browser, then published through the API. */
export async function publishDraft(request: APIRequestContext, page: Page, owner: Account, jobId: string) {
  await page.goto(`/sandbox/donate?label=${jobId}&sum=200`);
  await page.getByRole('button', { name: /Pay 200\.00 RUB/ }).click();
  await expect(page).toHaveURL(/\/payment-result\?status=success/);
  const published = await request.put(`/api/jobs/${jobId}`, {
    data: { status: 'active', published: true },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(published.status()).toBe(200);
}

/** A page in a browser context of its own: another person, or another device. */
export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/**
 * Waits until the page's real-time socket is connected and joined to its rooms (the web app marks the
 * document with `data-realtime="connected"`); a publication sent before that would never reach it.
 */
export async function expectRealtimeConnected(page: Page): Promise<void> {
  await expect(page.locator('html[data-realtime="connected"]')).toHaveCount(1);
}

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
}

/**
 * The newest mail in the outbox addressed to `to` (and holding `containing`, e.g. a link's path, since
 * every account also gets its confirmation mail), as raw RFC 822 text.
 */
export async function latestMailTo(to: string, timeoutMs = 10_000, containing?: string): Promise<string> {
  // The product's outbox, and the one of the server with test hooks (playwright.config.ts): the
  // addresses are unique, so a mail is found in whichever server sent it.
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const outboxes = [path.join(dataDir, 'outbox'), path.join(dataDir, 'hooks', 'outbox')];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = outboxes.flatMap((outbox) => {
      try {
        return readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => ({ name, file: path.join(outbox, name) }));
      } catch {
        return [];
      }
    });
    files.sort((a, b) => b.name.localeCompare(a.name));
    for (const { file } of files) {
      const mail = readFileSync(file, 'utf8');
      if (mail.includes(`To: ${to}`) && (!containing || unfolded(mail).includes(containing))) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outboxes.join(' or ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mail's text with quoted-printable soft line breaks and `=3D` undone. */
const unfolded = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The e-mail confirmation link in a mail. */
export function verifyEmailLink(mail: string): string {
  const match = /https?:\/\/[^\s]+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(unfolded(mail));
  if (!match) throw new Error('no confirmation link in the mail');
  return match[0];
}

/** The reset-password link in a mail (quoted-printable soft line breaks undone). */
export function resetLink(mail: string): string {
  const body = unfolded(mail);
  const match = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(body);
  if (!match) throw new Error('no reset link in the mail');
  return match[0];
}

const SHOTS = process.env.W5_SHOTS_DIR;
/** A full-page screenshot for a person to look at, when W5_SHOTS_DIR names a folder for them. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type Catalogue = { [key: string]: string | Catalogue };
const LOCALES = path.join(import.meta.dirname, '../../apps/web/public/locales');
const catalogues = new Map<string, Catalogue>();

/** The web app's text of `key` in `lng`, with `{{name}}` placeholders filled from `values`. */
export function catalogueText(
  lng: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let catalogue = catalogues.get(lng);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(path.join(LOCALES, lng, 'translation.json'), 'utf8')) as Catalogue;
    catalogues.set(lng, catalogue);
  }
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return node.replace(/\{\{(\w+)[^}]*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
