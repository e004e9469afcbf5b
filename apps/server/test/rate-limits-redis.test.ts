import { afterAll, beforeAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startCluster, type Cluster } from './support/cluster.ts';

/**
 * With REDIS_URL the limits live in Redis, so two nodes behind a load balancer count one client's
 * attempts together (DESIGN.md §8), and what Redis stores reveals no address or e-mail.
 */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(async () => cluster?.close());

it('counts one e-mail’s sign-in attempts across both nodes, and stores only keyed hashes', async () => {
  const email = 'shared-target@example.com';
  const address = '203.0.113.50';
  const codes: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const node = cluster.nodes[attempt % 2]?.built.app;
    if (!node) throw new Error('no node');
    const response = await node.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email, password: 'not the password' },
    });
    codes.push(response.statusCode);
  }
  // Ten a minute per e-mail in all: five on each node, then the eleventh is refused wherever it lands.
  expect(codes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
  expect(codes[10]).toBe(429);

  const client = new Redis(cluster.redis.url);
  try {
    const keys = await client.keys('*');
    expect(keys.some((key) => key.startsWith('rl:'))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(address);
    }
  } finally {
    client.disconnect();
  }
});
