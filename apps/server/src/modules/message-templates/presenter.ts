import type { TMessageTemplate } from '@debut/contract/message-templates';
import type { MessageTemplateRow } from '../../db/schema.ts';

export const presentTemplate = (row: MessageTemplateRow): TMessageTemplate => ({
  _id: row.id,
  name: row.name,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
