import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_CHANNEL, REALTIME_PATH } from '@debut/contract/constants';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createUser } from './support/factories.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function open(auth: Record<string, unknown>, origin?: string): Socket {
  const socket = connect(base, {
    path: REALTIME_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

it('refuses a handshake without a valid token', async () => {
  expect(await outcome(open({}))).toBe('refused: UNAUTHENTICATED');
  expect(await outcome(open({ token: 'forged' }))).toBe('refused: UNAUTHENTICATED');
});

it('refuses a handshake from a foreign origin', async () => {
  const { token } = await createUser(t);
  expect(await outcome(open({ token }, 'https://evil.example'))).toMatch(/^refused/);
});

it('joins the vacancies channel and the user room', async () => {
  const { token, user } = await createUser(t);
  const socket = open({ token }, t.config.publicUrl);
  expect(await outcome(socket)).toBe('connected');
  const received = new Promise<unknown[]>((resolve) => {
    const got: unknown[] = [];
    socket.on('publication', (payload) => {
      got.push(payload);
      if (got.length === 2) resolve(got);
    });
  });
  t.realtime.emit(REALTIME_CHANNEL, 'publication', { channel: REALTIME_CHANNEL, data: { n: 1 } });
  t.realtime.emit(`user:${user.id}`, 'publication', { channel: REALTIME_CHANNEL, data: { n: 2 } });
  expect(await received).toEqual([
    { channel: 'vacancies', data: { n: 1 } },
    { channel: 'vacancies', data: { n: 2 } },
  ]);
});
