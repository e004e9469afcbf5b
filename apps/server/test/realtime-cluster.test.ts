import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@debut/contract/constants';
import type { TMessageEvent, TPublicationEvent } from '@debut/contract/realtime';
import { startCluster, type Cluster, type ClusterNode } from './support/cluster.ts';
import { waitFor } from './support/test-app.ts';
import { createJob, publishJob } from './support/factories.ts';

/**
 * Two server nodes on one database and one Redis, as behind a load balancer: what happens on one node
 * reaches sockets connected to the other through the Socket.IO Redis adapter.
 */
let cluster: Cluster;
let nodes: ClusterNode[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  cluster = await startCluster(2, { PUBLIC_URL: 'http://debut.test' });
  nodes = cluster.nodes;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cluster?.close();
});

async function call(base: string, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

async function register(base: string, name: string) {
  const { json } = await call(base, 'POST', '/api/auth/register', undefined, {
    displayName: name,
    email: `${name.toLowerCase()}-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
    acceptTerms: true,
    acceptPrivacy: true,
  });
  return { token: json.token as string, id: (json.user as { _id: string })._id };
}

async function socketOn(base: string, token: string): Promise<Socket> {
  const socket = connect(base, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: 'http://debut.test' },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

it('fans a publication and a chat message made on one node out to sockets on the other', async () => {
  const [first, second] = nodes;
  if (!first || !second) throw new Error('two nodes expected');
  const owner = await register(first.base, 'Owner');
  const seeker = await register(second.base, 'Seeker');

  const seekerSocket = await socketOn(second.base, seeker.token);
  const publications: TPublicationEvent[] = [];
  seekerSocket.on('publication', (event: TPublicationEvent) => publications.push(event));
  const ownerSocket = await socketOn(second.base, owner.token);
  const messages: TMessageEvent[] = [];
  ownerSocket.on('message', (event: TMessageEvent) => messages.push(event));
  // The second node answers (and keeps for a few seconds) a search before the job exists.
  const search = async () =>
    (await call(second.base, 'GET', '/api/jobs?q=warehouse', seeker.token)).json.total as number;
  expect(await search()).toBe(0);

  const created = await call(first.base, 'POST', '/api/jobs', owner.token, {
    title: 'Warehouse assistant',
    description: 'Sorting parcels on the morning shift, training given.',
    companyName: 'Parcel Point',
    category: 'Logistics',
    address: 'Tverskaya 1, Moscow',
    lat: 55.7558,
    lng: 37.6173,
    schedule: 'shift',
    employmentType: 'part_time',
    noSpecialRequirements: true,
  });
  expect(created.status).toBe(201);
  const jobId = (created.json.job as { _id: string })._id;
  // Paid through the sandbox page of the first node, then published there.
  const page = await (await fetch(`${first.base}/sandbox/donate?label=${jobId}&sum=200`)).text();
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      match[1],
      match[2]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
    ]),
  );
  const paid = await fetch(`${first.base}/api/payments/notifications/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields as Record<string, string>).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const published = await call(first.base, 'PUT', `/api/jobs/${jobId}`, owner.token, {
    status: 'active',
    published: true,
  });
  expect(published.status).toBe(200);

  const event = await waitFor(() => publications[0]);
  expect(event).toMatchObject({ channel: 'vacancies', data: { type: 'job.published', job: { _id: jobId } } });
  // The publication on the first node cleared the second node's search cache: well within its 5 s.
  const started = Date.now();
  while ((await search()) === 0) {
    expect(Date.now() - started, 'the second node kept its stale search').toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const sent = await call(first.base, 'POST', '/api/messages', seeker.token, {
    jobId,
    to: owner.id,
    text: 'Hello from the other node',
  });
  expect(sent.status).toBe(201);
  expect(await waitFor(() => messages[0])).toMatchObject({ message: { text: 'Hello from the other node' } });
});

it('a logout on one node closes that session’s socket on the other at once; no message reaches it', async () => {
  const [first, second] = nodes;
  if (!first || !second) throw new Error('two nodes expected');
  const owner = await register(first.base, 'Leaver');
  const seeker = await register(first.base, 'Writer');
  const node = { ctx: first.built.ctx, config: first.built.ctx.config, services: first.built.services };
  const job = await publishJob(node, (await createJob(node, owner.id)).id);
  const socket = await socketOn(second.base, owner.token);
  const messages: TMessageEvent[] = [];
  socket.on('message', (event: TMessageEvent) => messages.push(event));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

  expect((await call(first.base, 'POST', '/api/auth/logout', owner.token)).status).toBe(204);
  expect(await closed).toBe('io server disconnect');

  // A message to the signed-out person, written on the first node, reaches the writer's own socket on
  // the second node (so delivery across nodes works) and nothing reaches the closed one.
  const seekerMessages: TMessageEvent[] = [];
  (await socketOn(second.base, seeker.token)).on('message', (event: TMessageEvent) =>
    seekerMessages.push(event),
  );
  const sent = await call(first.base, 'POST', '/api/messages', seeker.token, {
    jobId: job.id,
    to: owner.id,
    text: 'Are you still there?',
  });
  expect(sent.status).toBe(201);
  await waitFor(() => seekerMessages[0]);
  expect(messages).toEqual([]);
});

// Issue 21: each node caches the sessions it has read; a revocation on one node is announced on the
// bus and ends the session on the other before a person could send their next request.
it('a logout on one node ends the session that the other node had cached', async () => {
  const [first, second] = nodes;
  if (!first || !second) throw new Error('two nodes expected');
  const person = await register(first.base, 'Cached');
  expect((await call(second.base, 'GET', '/api/auth/me', person.token)).status).toBe(200);
  expect((await call(second.base, 'GET', '/api/auth/me', person.token)).status).toBe(200);
  expect((await call(first.base, 'POST', '/api/auth/logout', person.token)).status).toBe(204);
  const loggedOutAt = Date.now();
  let status = 200;
  while (status !== 401 && Date.now() - loggedOutAt < 1000) {
    status = (await call(second.base, 'GET', '/api/auth/me', person.token)).status;
  }
  expect(status).toBe(401);
});
