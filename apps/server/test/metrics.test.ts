import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@debut/contract/constants';
import { startTestApp, waitFor, type TestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';

let open: TestApp;
let guarded: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // One after the other: three apps starting at once can outlast a plugin's start timeout on a busy machine.
  open = await startTestApp();
  guarded = await startTestApp({ METRICS_TOKEN: 'scrape-secret-42' });
  proxied = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close(), proxied?.close()]);
});

const scrape = async (t: TestApp, token?: string) => t.request({ method: 'GET', url: '/api/metrics', token });

/** The value of one series in Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('without METRICS_TOKEN answers loopback callers only, also behind a trusted proxy', async () => {
    const from = (t: TestApp, remoteAddress: string, forwarded?: string) =>
      t.request({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress,
        ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
      });
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await from(open, address)).statusCode, address).toBe(200);
    }
    for (const address of ['203.0.113.5', '10.0.0.7', '::ffff:192.0.2.1', '2001:db8::1']) {
      const response = await from(open, address);
      expect(response.statusCode, address).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // Behind a proxy on this machine, a remote client is the forwarded address, not the socket's.
    expect((await from(proxied, '127.0.0.1', '203.0.113.5')).statusCode).toBe(403);
    expect((await from(proxied, '127.0.0.1', '203.0.113.5, 127.0.0.1')).statusCode).toBe(403);
    expect((await from(proxied, '127.0.0.1', '127.0.0.1, 203.0.113.5')).statusCode).toBe(403);
    expect((await from(proxied, '203.0.113.5', '127.0.0.1')).statusCode).toBe(403);
    expect((await from(proxied, '127.0.0.1')).statusCode).toBe(200);
    expect((await from(proxied, '127.0.0.1', '127.0.0.1')).statusCode).toBe(200);
    // With a token the token decides, wherever the scrape comes from.
    expect((await from(guarded, '127.0.0.1')).statusCode).toBe(403);
    const remote = await guarded.request({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '203.0.113.5',
      token: 'scrape-secret-42',
    });
    expect(remote.statusCode).toBe(200);
  });

  it('counts request durations by route pattern, never by URL or person', async () => {
    const owner = await createUser(open, { email: 'metrics-owner@example.com' });
    const job = await publishJob(open, (await createJob(open, owner.user.id)).id);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await open.request({ method: 'GET', url: `/api/jobs/${job.id}`, token: owner.token })).statusCode,
      ).toBe(200);
    }
    await open.request({ method: 'GET', url: '/api/no-such-route' });

    const response = await scrape(open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/jobs/:id",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    for (const personal of [job.id, owner.user.id, 'metrics-owner@example.com', owner.token]) {
      expect(text).not.toContain(personal);
    }
  });

  it('reports the sockets connected to this node', async () => {
    const user = await createUser(open);
    await open.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = open.app.server.address() as AddressInfo;
    const socket: Socket = io(`http://127.0.0.1:${port}`, {
      path: REALTIME_PATH,
      auth: { token: user.token },
      transports: ['websocket'],
    });
    try {
      await waitFor(() => (socket.connected ? true : undefined));
      expect(sample((await scrape(open)).body, 'realtime_connected_sockets')).toBe(1);
    } finally {
      socket.close();
    }
    await waitFor(() => (open.realtime.io.engine.clientsCount === 0 ? true : undefined));
    expect(sample((await scrape(open)).body, 'realtime_connected_sockets')).toBe(0);
  });

  // The tests run on PostgreSQL when DATABASE_URL is set, on PGlite otherwise.
  it.runIf(process.env.DATABASE_URL)('shows the database pool on PostgreSQL', async () => {
    const text = (await scrape(open)).body;
    expect(open.ctx.database.kind).toBe('postgres');
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
  });

  it.skipIf(process.env.DATABASE_URL)('shows no pool on PGlite, which has one connection', async () => {
    const text = (await scrape(open)).body;
    expect(open.ctx.database.kind).toBe('pglite');
    expect(text).not.toContain('db_pool_connections{');
  });

  it('answers only a scrape with the token when METRICS_TOKEN is set', async () => {
    expect((await scrape(guarded)).statusCode).toBe(403);
    expect((await scrape(guarded, 'scrape-secret-4')).statusCode).toBe(403);
    const denied = await scrape(guarded, 'scrape-secret-43');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await scrape(guarded, 'scrape-secret-42')).statusCode).toBe(200);
  });
});
