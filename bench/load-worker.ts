// The load generator of bench/search.ts, in a process of its own so that it does not share the
// server's event loop: autocannon sends the given paths in turn (a crowd rarely repeats one search)
// for the given seconds and prints one JSON line with the throughput and the latency percentiles.
// Usage: tsx bench/load-worker.ts '{"base":"http://…","paths":["/api/jobs?q=…"],"connections":32,"seconds":8}'
import autocannon from 'autocannon';
import { percentile } from './report.ts';

export interface LoadJob {
  base: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
let next = 0;
const latencies: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: job.base,
      connections: job.connections,
      duration: job.seconds,
      headers: job.headers ?? {},
      requests: [
        {
          setupRequest: (request) => {
            const path = job.paths[next % job.paths.length] ?? '/';
            next += 1;
            return { ...request, path };
          },
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
});
latencies.sort((a, b) => a - b);
const summary: LoadResult = {
  requests: result.requests.total,
  rps: Math.round(result.requests.total / job.seconds),
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  errors: result.errors + result.non2xx + result.timeouts,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
