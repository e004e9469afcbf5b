import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// Issue 28: a module writes only its own tables, and its routes call its service, never the database.
// The lint is the guard; this holds the lint, with temporary probe files it must refuse.
const root = path.resolve(import.meta.dirname, '../../..');
const writesProbe = `import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, users } from '../../db/schema.ts';
export async function probe(db: Db) {
  await db.update(users).set({ displayName: 'x' });
  await db.execute(sql\`delete from audit_log where true\`);
  await db.delete(favorites);
}
`;
const dbProbe = `import type { AppContext } from '../../context.ts';
import { jobs, users } from '../../db/schema.ts';
export async function probe(ctx: AppContext, deps: { ctx: AppContext }) {
  await ctx.db.select().from(jobs);
  const { db } = ctx;
  await ctx['db'].select().from(jobs);
  await deps.ctx.db.select().from(jobs);
  await db.update(users).set({ displayName: 'x' });
}
`;

/** The lines no-restricted-syntax refuses in `source`, placed as `file` of a module (typed linting needs a real file). */
async function refusedLines(module: string, file: string, source: string): Promise<number[]> {
  const eslint = new ESLint({ cwd: root });
  const full = path.join(root, `apps/server/src/modules/${module}/${file}`);
  writeFileSync(full, source);
  try {
    const [result] = await eslint.lintFiles([full]);
    const fatal = result?.messages.find((message) => message.fatal);
    if (fatal) throw new Error(fatal.message);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.line);
  } finally {
    rmSync(full, { force: true });
  }
}

it('refuses a write to another module’s table, by Drizzle or raw SQL, and allows the module’s own', async () => {
  // favorites owns favorites: only users (auth's) and audit_log (moderation's) are refused.
  expect(await refusedLines('favorites', 'lint-probe.test-only.ts', writesProbe)).toEqual([5, 6]);
  // A module that owns none of the three is refused all of them.
  expect(await refusedLines('bot', 'lint-probe.test-only.ts', writesProbe)).toEqual([5, 6, 7]);
}, 120_000);

it('refuses the database in a routes file, however it is reached, and keeps refusing foreign writes there', async () => {
  // Every reach for ctx.db (lines 4–7) and the write to auth's users (line 8).
  expect(await refusedLines('vacancy-pages', 'lint-probe-routes.ts', dbProbe)).toEqual([4, 5, 6, 7, 8]);
  expect(await refusedLines('system', 'lint-probe-metrics-routes.ts', dbProbe)).toEqual([4, 5, 6, 7, 8]);
  // A module's other files (its service, its queries) read the database: only the foreign write stays refused.
  expect(await refusedLines('vacancy-pages', 'lint-probe.test-only.ts', dbProbe)).toEqual([8]);
}, 120_000);
