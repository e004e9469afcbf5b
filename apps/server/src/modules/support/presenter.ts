import type { TExportedSupportRequest, TSupportRequest } from '@debut/contract/support';
import { LANGUAGES, type TLanguage } from '@debut/contract/constants';
import type { SupportRow } from '../../db/schema.ts';
import type { SupportView } from './service.ts';

const isLanguage = (value: string | null): value is TLanguage =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/** The language the answer is written in: the one chosen on the form, else the account's. */
export function answerLanguage(view: SupportView): TLanguage | null {
  if (isLanguage(view.request.language)) return view.request.language;
  const accountLanguage = view.sender?.language ?? null;
  return isLanguage(accountLanguage) ? accountLanguage : null;
}

export function presentSupportRequest(view: SupportView): TSupportRequest {
  const { request, sender, answerer } = view;
  return {
    _id: request.id,
    id: request.id,
    email: request.email,
    subject: request.subject,
    message: request.message,
    language: answerLanguage(view),
    user: sender ? { _id: sender.id, displayName: sender.displayName } : null,
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    answeredBy: answerer ? { _id: answerer.id, displayName: answerer.displayName } : null,
    answer: request.answer,
  };
}

export function presentExportedSupportRequest(row: SupportRow): TExportedSupportRequest {
  return {
    _id: row.id,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answer: row.answer,
  };
}
