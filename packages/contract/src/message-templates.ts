import { z } from 'zod';
import { ZText } from './primitives.ts';
import { ZId } from './users.ts';

/** The words a template may hold in braces: filled in with the applicant's name and the job's title. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'job'] as const;
export const TEMPLATE_LIMITS = { name: { min: 1, max: 80 }, text: { min: 1, max: 2000 } } as const;
export const TEMPLATES_MAX = 50;

const BRACED = /\{([^{}]*)\}/g;
// A tag, a comment or a character reference: a template is plain text that goes into mails and chats.
const HTML = /<\s*\/?\s*[A-Za-z!][^>]*>|&(#\d+|#x[0-9A-Fa-f]+|[A-Za-z]+);/;

/** Placeholders in `text` that are not `{name}` or `{job}`, as written (`{email}`). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(BRACED)]
    .filter(([, inner]) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(inner ?? ''))
    .map(([whole]) => whole);
}

export const containsHtml = (text: string): boolean => HTML.test(text);

/** Fills `{name}` and `{job}`; nothing else is touched. */
export function fillTemplate(text: string, values: { name: string; job: string }): string {
  return text.replace(/\{(name|job)\}/g, (_match, key: 'name' | 'job') => values[key]);
}

/** A template's or a status message's text: plain, with only the known placeholders. */
export const ZTemplateText = ZText.trim()
  .min(TEMPLATE_LIMITS.text.min)
  .max(TEMPLATE_LIMITS.text.max)
  .check((ctx) => {
    if (containsHtml(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: 'Write plain text: HTML is not allowed',
        params: { reason: 'template_html' },
      });
    }
    const unknown = unknownPlaceholders(ctx.value);
    if (unknown.length > 0) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `Unknown placeholder ${unknown.join(', ')}: only {name} and {job} are filled in`,
        params: { reason: 'template_placeholder' },
      });
    }
  });

const ZTemplateName = ZText.trim().min(TEMPLATE_LIMITS.name.min).max(TEMPLATE_LIMITS.name.max);

export const ZMessageTemplate = z.object({
  _id: z.string(),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(ZMessageTemplate, { id: 'MessageTemplate' });
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;

export const DEFAULT_TEMPLATE_KEYS = ['rejection', 'invitation'] as const;
/** A template the product offers, in the caller's language, to copy or send as it is. */
export const ZDefaultTemplate = z.object({
  key: z.enum(DEFAULT_TEMPLATE_KEYS),
  name: z.string(),
  text: z.string(),
});
z.globalRegistry.add(ZDefaultTemplate, { id: 'DefaultMessageTemplate' });
export type TDefaultTemplate = z.infer<typeof ZDefaultTemplate>;

export const ZCreateTemplateRequest = z.object({ name: ZTemplateName, text: ZTemplateText }).strict();
export type TCreateTemplateRequest = z.infer<typeof ZCreateTemplateRequest>;
export const ZUpdateTemplateRequest = ZCreateTemplateRequest.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  { message: 'Nothing to change' },
);
export type TUpdateTemplateRequest = z.infer<typeof ZUpdateTemplateRequest>;

/** The caller's own templates, and the two the product offers (a polite rejection, an invitation). */
export const ZTemplateListResponse = z.object({
  items: z.array(ZMessageTemplate),
  defaults: z.array(ZDefaultTemplate),
});
export type TTemplateListResponse = z.infer<typeof ZTemplateListResponse>;
export const ZTemplateResponse = z.object({ template: ZMessageTemplate });
export type TTemplateResponse = z.infer<typeof ZTemplateResponse>;
export const ZTemplateIdParams = z.object({ id: ZId });
