import type { z } from 'zod';
import { HUMAN_TEXT_CODES, MAX_MARKS_PER_CHARACTER } from '@debut/contract/human-text';
import { FORM_MESSAGES } from './messages.ts';

/** The numbers a message names ("Enter {{min}} to {{max}} characters"). */
export type MessageValues = Record<string, number>;

/**
 * react-hook-form keeps one string per error, so a form message is its translation key with the
 * numbers it names after a `?`, as in a query string: `validation.lengthBetween?min=3&max=120`.
 */
export function formMessage(key: string, values: MessageValues = {}): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  const text = query.toString();
  return text ? `${key}?${text}` : key;
}

/** The key and the numbers of a message made by `formMessage` (a bare key has none). */
export function readFormMessage(message: string): { key: string; values: MessageValues } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  const values: MessageValues = {};
  for (const [name, value] of new URLSearchParams(message.slice(at + 1))) values[name] = Number(value);
  return { key: message.slice(0, at), values };
}

interface Bounds {
  kind: 'string' | 'number' | 'other';
  min?: number;
  max?: number;
  whole?: boolean;
}

type Schema = z.core.$ZodType;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema of one field of `schema`, wrappers (optional, nullable, pipes) taken off. */
function fieldSchema(schema: Schema, path: readonly PropertyKey[]): Schema | undefined {
  let current: Schema | undefined = schema;
  let rest = [...path];
  while (current) {
    const def = current._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    if (WRAPPERS.has(def.type)) current = def.innerType as Schema;
    else if (def.type === 'pipe') {
      // A transform's input is what the person typed; otherwise the pipe's output holds the rules.
      const input = def.in as Schema;
      current = input._zod.def.type === 'transform' ? (def.out as Schema) : input;
    } else if (rest.length === 0) return current;
    else if (def.type === 'object') {
      const [key, ...after] = rest;
      current = (def.shape as Record<string, Schema>)[String(key)];
      rest = after;
    } else if (def.type === 'array') {
      current = def.element as Schema;
      rest = rest.slice(1);
    } else return undefined;
  }
  return undefined;
}

/** The bounds the contract sets on a field, read from its schema (a union: its bounded option). */
function boundsOf(schema: Schema | undefined): Bounds {
  if (!schema) return { kind: 'other' };
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'union') {
    const bounded = (def.options as Schema[]).map((option) => boundsOf(fieldSchema(option, [])));
    return (
      bounded.find((bounds) => bounds.min !== undefined || bounds.max !== undefined) ?? { kind: 'other' }
    );
  }
  if (def.type === 'string') {
    const string = schema as unknown as z.ZodString;
    return { kind: 'string', min: string.minLength ?? undefined, max: string.maxLength ?? undefined };
  }
  if (def.type === 'number') {
    const number = schema as unknown as z.ZodNumber;
    return {
      kind: 'number',
      min: number.minValue ?? undefined,
      max: number.maxValue ?? undefined,
      whole: number.isInt,
    };
  }
  return { kind: 'other' };
}

/** What the map reads of a problem: a zod issue and a server's error detail both have these. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  /** A custom issue's own parameters: `reason` names what is wrong (contract primitives, human-text). */
  params?: Record<string, unknown>;
}

/** What each refusal of a name or title says (contract human-text.ts). */
const HUMAN_TEXT_MESSAGES: Record<string, string> = {
  [HUMAN_TEXT_CODES.invisible]: FORM_MESSAGES.textInvisible,
  [HUMAN_TEXT_CODES.hiddenCharacter]: FORM_MESSAGES.textHiddenCharacter,
  [HUMAN_TEXT_CODES.markStack]: formMessage(FORM_MESSAGES.textMarkStack, { max: MAX_MARKS_PER_CHARACTER }),
  [HUMAN_TEXT_CODES.mixedScript]: FORM_MESSAGES.textMixedScript,
  [HUMAN_TEXT_CODES.badge]: FORM_MESSAGES.textBadge,
};

/** A form's own keys for some fields: one key for every problem, or a key per issue code. */
export type MessageOverrides = Record<string, string | Record<string, string>>;

const PASSWORD_FIELDS = new Set(['password', 'newPassword']);

/**
 * The one error map of the web app: any problem with a field of a contract schema, found by zod on
 * the form or reported by the server, becomes a translation key with the numbers it names, the
 * bounds read from the contract itself.
 */
export function issueMessage(issue: IssueLike, contract: Schema, overrides: MessageOverrides = {}): string {
  const field = String(issue.path.at(-1) ?? '');
  const override = overrides[field];
  if (typeof override === 'string') return override;
  if (override?.[issue.code]) return override[issue.code] as string;

  const bounds = boundsOf(fieldSchema(contract, issue.path));
  if (PASSWORD_FIELDS.has(field)) {
    if (issue.code === 'too_small') return formMessage(FORM_MESSAGES.passwordMin, { count: bounds.min ?? 0 });
    if (issue.code === 'too_big') return formMessage(FORM_MESSAGES.passwordMax, { count: bounds.max ?? 0 });
  }
  if (field === 'email' && issue.code !== 'custom') return FORM_MESSAGES.emailInvalid;
  if (field === 'displayName' && issue.code === 'too_big') {
    return formMessage(FORM_MESSAGES.displayNameMax, { count: bounds.max ?? 0 });
  }
  if (issue.code === 'custom') {
    const reason = issue.params?.['reason'];
    return (typeof reason === 'string' && HUMAN_TEXT_MESSAGES[reason]) || FORM_MESSAGES.invalid;
  }

  const { min, max } = bounds;
  if (bounds.kind === 'number' && min !== undefined && max !== undefined) {
    return formMessage(bounds.whole ? FORM_MESSAGES.wholeNumberRange : FORM_MESSAGES.numberRange, {
      min,
      max,
    });
  }
  if (bounds.kind === 'string' && issue.code !== 'invalid_format') {
    const blank = typeof issue.input === 'string' && issue.input.trim() === '';
    const hasMin = min !== undefined && min > 1;
    if (issue.code === 'too_small' && (blank || !hasMin || max === undefined)) return FORM_MESSAGES.required;
    // Text is trimmed: whatever else is wrong with it, its length is.
    if (hasMin && max !== undefined) {
      return formMessage(FORM_MESSAGES.lengthBetween, { min, max });
    }
    if (max !== undefined) return formMessage(FORM_MESSAGES.tooLong, { max });
  }
  return FORM_MESSAGES.invalid;
}

/**
 * Runs a contract schema over the form's values and reports its issues on the same fields through
 * the error map: the web form checks exactly what the server will, in the reader's words.
 */
export function addContractIssues(
  ctx: z.RefinementCtx,
  contract: z.ZodType,
  value: unknown,
  overrides?: MessageOverrides,
): void {
  const result = contract.safeParse(value, { reportInput: true });
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issueMessage(issue, contract, overrides) });
  }
}

/** Reports every blank field of `fields` with `message`; true when one was blank. */
export function addBlankIssues<T extends Record<string, unknown>>(
  ctx: z.RefinementCtx,
  value: T,
  fields: readonly (keyof T & string)[],
  message: string,
): boolean {
  const blank = fields.filter((field) => {
    const fieldValue = value[field];
    return typeof fieldValue !== 'string' || fieldValue.trim() === '';
  });
  for (const field of blank) ctx.addIssue({ code: 'custom', path: [field], message });
  return blank.length > 0;
}
