// Takes screenshots of the running app for a person to look at: each route in English and Arabic, at
// phone (360 px) and desktop (1280 px) widths (SHOTS_LANGUAGES=de,ar for others). Usage: npx tsx e2e/screenshots.ts [baseURL] [route …]
// Files go to ./screenshots/<route>-<lng>-<width>.png. A test account is made for signed-in routes.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const routes = process.argv.slice(3).length > 0 ? process.argv.slice(3) : ['/login', '/register', '/profile'];

// SHOTS_TOKEN shows an existing account (with applications, favourites…) instead of a new, empty one.
async function newAccountToken(): Promise<string> {
  const email = `shots-${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      displayName: 'Layla Haddad',
      email,
      password: 'screenshot passphrase',
      acceptTerms: true,
      acceptPrivacy: true,
    }),
  });
  const { token } = (await registered.json()) as { token: string };
  await fetch(`${base}/api/auth/me`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ country: 'AE' }),
  });
  return token;
}
const token = process.env.SHOTS_TOKEN ?? (await newAccountToken());

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const lng of (process.env.SHOTS_LANGUAGES ?? 'en,ar').split(',')) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
    const page = await context.newPage();
    for (const route of routes) {
      const signedIn = ![
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password',
        '/terms',
        '/privacy',
        '/unsubscribe',
      ].includes(route.split('?')[0] ?? route);
      await page.goto(`${base}/login`);
      await page.evaluate(
        (value) => {
          if (value) localStorage.setItem('token', value);
          else localStorage.removeItem('token');
        },
        signedIn ? token : '',
      );
      await page.goto(`${base}${route}${route.includes('?') ? '&' : '?'}lng=${lng}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
      await page.screenshot({ path: `screenshots/${name}-${lng}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
process.stdout.write(`screenshots written to ./screenshots\n`);
