import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { isLiveJob, LIVE_JOB_PREDICATE, liveJobAs } from '../src/db/live-job.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// Issue 28: "live" (active and not held by reports) is one rule, written in db/live-job.ts. Written
// again by hand somewhere, it drifts: a held job once stayed in the alert mails after it left the
// search. This finds any hand-written copy of the rule, in SQL or in TypeScript.
const src = path.resolve(import.meta.dirname, '../src');
const HOME = new Set(['db/live-job.ts', 'db/schema.ts']);
const COPIES = [
  /held_at\s+is\s+null/i,
  /heldAt\s*(===|==)\s*null/,
  /\$\{jobs\.heldAt\}\s+IS\s+NULL/i,
  /status\s*(===|=)\s*'active'[^\n]*held/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

it('the live rule is written only in db/live-job.ts (and the partial indexes that carry it)', () => {
  const copies = sources(src)
    .map((file) => path.relative(src, file).split(path.sep).join('/'))
    .filter((file) => !HOME.has(file))
    .flatMap((file) =>
      readFileSync(path.join(src, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          COPIES.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
  // The moderation queue sorts held jobs first: that reads the flag, it does not decide liveness.
  expect(
    copies.filter((line) => !line.startsWith('modules/moderation/job-queries.ts:') || !/desc\(/.test(line)),
  ).toEqual([]);
});

it('holds for rows and for SQL alike', () => {
  expect(isLiveJob({ status: 'active', heldAt: null })).toBe(true);
  expect(isLiveJob({ status: 'active', heldAt: new Date() })).toBe(false);
  for (const status of ['draft', 'closed', 'blocked'] as const) {
    expect(isLiveJob({ status, heldAt: null })).toBe(false);
  }
  expect(LIVE_JOB_PREDICATE).toBe("status = 'active' AND held_at IS NULL");
  expect(() => liveJobAs('j; drop table jobs')).toThrow();
});
