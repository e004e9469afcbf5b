import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// Issue 28: a module writes only its own tables. The lint is the guard; this holds the lint.
const root = path.resolve(import.meta.dirname, '../../..');
const probe = `import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, users } from '../../db/schema.ts';
export async function probe(db: Db) {
  await db.update(users).set({ displayName: 'x' });
  await db.execute(sql\`delete from audit_log where true\`);
  await db.delete(favorites);
}
`;

/** The lines the lint refuses as writes, for the probe placed in a module (typed linting needs a real file). */
async function writeErrors(module: string): Promise<number[]> {
  const eslint = new ESLint({ cwd: root });
  const file = path.join(root, `apps/server/src/modules/${module}/lint-probe.test-only.ts`);
  writeFileSync(file, probe);
  try {
    const [result] = await eslint.lintFiles([file]);
    const fatal = result?.messages.find((message) => message.fatal);
    if (fatal) throw new Error(fatal.message);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.line);
  } finally {
    rmSync(file, { force: true });
  }
}

it('refuses a write to another module’s table, by Drizzle or raw SQL, and allows the module’s own', async () => {
  // favorites owns favorites: only users (auth's) and audit_log (moderation's) are refused.
  expect(await writeErrors('favorites')).toEqual([5, 6]);
  // A module that owns none of the three is refused all of them.
  expect(await writeErrors('bot')).toEqual([5, 6, 7]);
}, 60_000);
