import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientConfig } from '@debut/contract/config';
import { startTestApp, type TestApp, useTestApp } from './support/test-app.ts';

const app = useTestApp({ PRICE_RUB: '250', PRICE_USD_APPROX: '3', LISTING_DAYS: '45' });

describe('health, readiness and client configuration', () => {
  it('answers /health and /ready', async () => {
    expect((await app().request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await app().request({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('answers /ready with 503 when the database is gone', async () => {
    const t = await startTestApp();
    await t.testDb.database.close();
    const response = await t.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    // The whole clean-up, so the database copy is dropped too (on PostgreSQL it would stay behind).
    await t.close();
  });

  it('serves the client configuration from the environment', async () => {
    const response = await app().request({ method: 'GET', url: '/api/config' });
    const config = ZClientConfig.parse(response.json());
    expect(config.price).toEqual({ amount: 250, currency: 'RUB', approxUsd: 3 });
    expect(config.listingDays).toBe(45);
    expect(config.payment.provider).toBe('sandbox');
    expect(config.payment.donationUrl).toMatch(/\/sandbox\/donate$/);
    expect(config.realtime).toEqual({ path: '/api/realtime' });
    expect(config.selectorLanguages).toEqual(['ru', 'en', 'es', 'fr', 'de']);
    expect(config.languages).toHaveLength(15);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await app().request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 VALIDATION, never a stack trace', async () => {
    const response = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON', code: 'VALIDATION' });
  });

  it('answers an oversized body with 413 and an unknown media type with 415', async () => {
    const big = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a missing body with 400 VALIDATION', async () => {
    const response = await app().request({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});

describe('OpenAPI', () => {
  it('describes every route at /api/docs/json', async () => {
    const response = await app().request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    const routes = app()
      .app.printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/') && !line.includes('/api/docs'));
    expect(routes.length).toBeGreaterThan(0);
    for (const expected of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/me',
      '/api/auth/logout',
      '/api/auth/change-password',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/users/me',
      '/api/users/{id}',
      '/api/health',
      '/api/ready',
      '/api/config',
      '/api/jobs',
      '/api/jobs/my',
      '/api/jobs/{id}',
      '/api/jobs/{id}/applications',
      '/api/jobs/{id}/applications/{applicationId}',
      '/api/applications/my',
      '/api/applications/{jobId}',
      '/api/favorites',
      '/api/favorites/{jobId}',
      '/api/messages/threads',
      '/api/messages/thread',
      '/api/messages',
      '/api/payments/my',
      '/api/payments/notifications/{provider}',
      '/api/bot/check-job',
      '/api/jobs/{id}/report',
      '/api/jobs/{id}/duplicates',
      '/api/admin/reports',
      '/api/admin/audit',
      '/api/admin/jobs',
      '/api/admin/jobs/{id}',
      '/api/admin/jobs/{id}/block',
      '/api/admin/jobs/{id}/review',
      '/api/admin/users',
      '/api/admin/users/{id}/block',
      '/sandbox/donate',
    ]) {
      expect(paths).toContain(expected);
    }
    // Every /api route Fastify knows is described (the docs routes aside).
    const described = new Set(paths);
    let checked = 0;
    for (const line of routes) {
      const path = /(\/api\/[^\s(]*)/.exec(line)?.[1]?.replace(/:([a-zA-Z]+)/g, '{$1}');
      if (!path || path.startsWith('/api/docs')) continue;
      expect(described, line).toContain(path.replace(/\/$/, ''));
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(16);
    const me = response.json().paths['/api/auth/me'];
    expect(Object.keys(me)).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(me.get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the documentation page at /api/docs', async () => {
    const response = await app().request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = path.join(process.env.TMPDIR ?? '/tmp', `debut-web-${process.pid}`);
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => web.close());

  it('falls back to index.html for client routes and keeps /api 404s as JSON', async () => {
    for (const url of ['/', '/login', '/jobs/123', '/reset-password?token=abc']) {
      const response = await web.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const api = await web.request({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await web.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await web.request({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the security headers', async () => {
    const response = await web.request({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
