import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  TEMPLATES_MAX,
  type TCreateTemplateRequest,
  type TUpdateTemplateRequest,
} from '@debut/contract/message-templates';
import type { Db } from '../../db/client.ts';
import { messageTemplates, type MessageTemplateRow } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';

const templateNotFound = () => notFound('Template not found');

/** A person's own message templates (DESIGN.md §14.2): theirs alone, in the export, gone with them. */
export function createMessageTemplatesService(db: Db) {
  /** The caller's template: 404 when there is none, 403 when it is someone else's. */
  async function own(userId: string, id: string): Promise<MessageTemplateRow> {
    const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
    if (!row) throw templateNotFound();
    if (row.userId !== userId) throw forbidden('This template is not yours');
    return row;
  }

  return {
    list(userId: string): Promise<MessageTemplateRow[]> {
      return db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.userId, userId))
        .orderBy(asc(messageTemplates.createdAt), asc(messageTemplates.id));
    },

    async create(userId: string, input: TCreateTemplateRequest): Promise<MessageTemplateRow> {
      const [held] = await db
        .select({ n: count() })
        .from(messageTemplates)
        .where(eq(messageTemplates.userId, userId));
      if ((held?.n ?? 0) >= TEMPLATES_MAX) {
        throw new AppError(
          409,
          'CONFLICT',
          `You can keep at most ${TEMPLATES_MAX} templates: delete one before saving another`,
        );
      }
      const [row] = await db
        .insert(messageTemplates)
        .values({ userId, ...input })
        .returning();
      if (!row) throw new Error('insert returned no template');
      return row;
    },

    async update(userId: string, id: string, patch: TUpdateTemplateRequest): Promise<MessageTemplateRow> {
      await own(userId, id);
      const [row] = await db
        .update(messageTemplates)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.userId, userId)))
        .returning();
      if (!row) throw templateNotFound();
      return row;
    },

    async remove(userId: string, id: string): Promise<void> {
      await own(userId, id);
      await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.userId, userId)));
    },
  };
}
export type MessageTemplatesService = ReturnType<typeof createMessageTemplatesService>;
