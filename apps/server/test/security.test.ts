import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createUser, nextAddress } from './support/factories.ts';

// Issue 9's headers and limits, as a browser meets them (DESIGN.md §8).

const dist = path.join(os.tmpdir(), `debut-security-web-${process.pid}`);
const script = 'console.log("the app");'.repeat(200);
let https: TestApp;
let plain: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  [https, plain] = await Promise.all([
    startTestApp({
      WEB_DIST: dist,
      PUBLIC_URL: 'https://debut.example',
      CORS_ORIGINS: 'https://debut.example,https://admin.debut.example',
      PAYMENT_PROVIDER: 'yoomoney',
      YOOMONEY_RECEIVER: '4100000000000000',
      YOOMONEY_NOTIFICATION_SECRET: 'notification-secret',
      MAP_TILE_URL: 'https://tiles.maps.example/{z}/{x}/{y}.png',
    }),
    startTestApp({ WEB_DIST: dist }),
  ]);
});
afterAll(async () => {
  await Promise.all([https.close(), plain.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('allow only the app, the map tiles and the donation page, and nothing may frame or re-base it', async () => {
    const csp = directives(
      (await https.request({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toContain('https://tiles.maps.example');
    expect(csp['form-action']).toEqual(["'self'", 'https://yoomoney.ru']);
  });

  it('send HSTS only when the public address is https', async () => {
    const secure = await https.request({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const local = await plain.request({ method: 'GET', url: '/api/health' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
    for (const response of [secure, local]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('CORS', () => {
  it('lets the configured origins call the API with credentials, and no other', async () => {
    for (const origin of ['https://debut.example', 'https://admin.debut.example']) {
      const preflight = await https.request({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    }
    const stranger = await https.request({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await https.request({
      method: 'GET',
      url: '/api/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('body size', () => {
  it('refuses a JSON body over 128 KB and a form body over 16 KB with 413', async () => {
    const json = await plain.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(130 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const form = await plain.request({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `label=${'x'.repeat(17 * 1024)}`,
    });
    expect(form.statusCode).toBe(413);
  });
});

describe('compressed assets', () => {
  it('sends the build’s brotli or gzip file to a browser that accepts it, and the plain one otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const br = await plain.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await plain.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await plain.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
    for (const response of [br, gz, raw]) {
      expect(response.headers['cache-control']).toContain('immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });
});

describe('what the API answers may be kept and what it takes (issue 16)', () => {
  it('answers a form, multipart or text body on every JSON route with 415 in the one error shape', async () => {
    const admin = await createUser(plain);
    await plain.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const spec = (await plain.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const simpleForms = [
      ['application/x-www-form-urlencoded', 'email=a%40example.com&password=x'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ],
      ['text/plain', '{"email":"a@example.com","password":"x"}'],
    ] as const;
    const answers: { label: string; takesIt: boolean; status: number; code: unknown }[] = [];
    for (const [route, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const takes = Object.keys(operation.requestBody?.content ?? { 'application/json': {} });
        const url = route.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        for (const [contentType, payload] of simpleForms) {
          const response = await plain.request({
            method: method.toUpperCase() as 'POST',
            url,
            token: admin.token,
            remoteAddress: nextAddress(),
            headers: { 'content-type': contentType },
            payload,
          });
          answers.push({
            label: `${method.toUpperCase()} ${route} as ${contentType}`,
            takesIt: takes.includes(contentType.split(';')[0] ?? ''),
            status: response.statusCode,
            code: response.statusCode === 415 ? response.json().code : undefined,
          });
        }
      }
    }
    expect(answers.length).toBeGreaterThan(60);
    // A body the route takes is never refused as a media type; any other is, in the one error shape.
    expect(answers.filter((answer) => answer.takesIt && answer.status === 415)).toEqual([]);
    expect(
      answers.filter(
        (answer) => !answer.takesIt && !(answer.status === 415 && answer.code === 'UNSUPPORTED_MEDIA_TYPE'),
      ),
    ).toEqual([]);
  });

  it('still takes the payment notification as a form', async () => {
    const response = await plain.request({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'label=nothing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends Referrer-Policy: no-referrer with the reset page, whose address holds the token', async () => {
    const page = await plain.request({ method: 'GET', url: '/reset-password?token=secret-token' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const other = await plain.request({ method: 'GET', url: '/login' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
