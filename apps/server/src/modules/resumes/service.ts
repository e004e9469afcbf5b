import { eq, sql } from 'drizzle-orm';
import type { TResumeFields } from '@debut/contract/resumes';
import type { Db } from '../../db/client.ts';
import { resumes, type ResumeRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

/** The seeker's own profile (DESIGN.md §13.3, decision 022): read, written whole, deleted. */
export function createResumesService(db: Db) {
  return {
    async get(userId: string): Promise<ResumeRow> {
      const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
      if (!row) throw notFound('You have no profile yet');
      return row;
    },

    async find(userId: string): Promise<ResumeRow | undefined> {
      const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
      return row;
    },

    async put(userId: string, fields: TResumeFields): Promise<ResumeRow> {
      const [row] = await db
        .insert(resumes)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: resumes.userId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned no profile');
      return row;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(resumes).where(eq(resumes.userId, userId));
    },
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;
