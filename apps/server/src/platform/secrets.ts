import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/**
 * Returns the named server secret, creating it on first use. Every node reads the same row, so
 * keyed hashes and signatures agree across nodes without an operator having to set a variable.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}
