import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyLogos, companyMembers } from '../../db/schema.ts';

// The companies module's writes that another module asks for: an account's deletion (modules/users).

/**
 * Takes the account out of every company before it is deleted (DESIGN.md §14.1): a company whose last
 * owner it was passes to its oldest other member, made an owner; one with no other member is deleted
 * with its logo. Its jobs stay with whoever created each (jobs.company_id is set null).
 */
export async function leaveCompaniesOfDeletedAccount(tx: Db | Tx, userId: string): Promise<void> {
  const memberships = await tx
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .for('update');
  for (const { companyId, role } of memberships) {
    const others = await tx
      .select({ userId: companyMembers.userId, role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.userId, userId)))
      .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.userId));
    const [oldest] = others;
    if (!oldest) {
      await tx.delete(companies).where(eq(companies.id, companyId));
      continue;
    }
    if (role === 'owner' && !others.some((other) => other.role === 'owner')) {
      await tx
        .update(companyMembers)
        .set({ role: 'owner' })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, oldest.userId)));
    }
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  }
  await forgetUnusedLogos(tx);
}

/** Logos no company shows any more; a logo two companies share stays while either shows it. */
export async function forgetUnusedLogos(tx: Db | Tx): Promise<void> {
  await tx
    .delete(companyLogos)
    .where(sql`not exists (select 1 from ${companies} c where c.logo_hash = ${companyLogos.hash})`);
}
