import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** The database pool's connections; undefined for the embedded database, which has one. */
  pool(): PoolStats | undefined;
  /** Sockets connected to this node. */
  sockets(): number;
}

/**
 * Prometheus metrics of this node (issue 9): request durations by route, the database pool and the
 * connected sockets, beside the process's own (memory, CPU, event-loop lag, GC). One registry per app,
 * so apps built side by side in tests do not share counters.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (total, idle, and requests waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.pool();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'realtime_connected_sockets',
    help: 'Real-time sockets connected to this node',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/jobs/:id), never the URL: ids would make a series per job.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  return registry;
}

/** What the node's search index reports of itself (decision 052). */
export interface SearchIndexSource {
  readonly ready: boolean;
  stats(): Promise<{ jobs: number; bytes: number } | undefined>;
}

/**
 * Whether the node's search index answers text searches (1) or SQL does (0), and its size: a node
 * that stays on 0 after its start is searching the slow way, and the bytes show its memory bound.
 */
export function registerSearchIndexMetrics(registry: Registry, index: SearchIndexSource): void {
  new Gauge({
    name: 'search_index_ready',
    help: 'Whether the in-process search index answers text searches (1) or SQL does (0)',
    registers: [registry],
    collect() {
      this.set(index.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'search_index_jobs',
    help: 'Live jobs held by the in-process search index',
    labelNames: ['measure'],
    registers: [registry],
    async collect() {
      const stats = index.ready ? await index.stats() : undefined;
      this.set({ measure: 'jobs' }, stats?.jobs ?? 0);
      this.set({ measure: 'bytes' }, stats?.bytes ?? 0);
    },
  });
}
