/**
 * What of an error reaches the log. A failed statement carries its parameters (drizzle's
 * DrizzleQueryError puts them in `.params` and in its message and stack) and PostgreSQL's `detail`
 * quotes row values ("Key (email)=(a@b.c) already exists"); a mail failure names the recipient. The
 * log keeps what explains the failure — the error's type and code, the statement's shape, the
 * constraint or table — and never a parameter, a row value or an address (DESIGN.md §8, privacy policy).
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  /** The SQL text with its `$n` placeholders, never their values, cut short. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The frames only (empty when there are none). */
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const QUERY_MAX = 300;
const MESSAGE_MAX = 300;
const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;
// Values PostgreSQL quotes in its messages: `invalid input syntax for type uuid: "abc"`.
const QUOTED = /"[^"]*"/g;
const IDENTIFIER_FIELDS = ['constraint', 'table', 'column', 'routine'] as const;

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** A message without the values it may quote: e-mail addresses and quoted strings go. */
function scrub(message: string): string {
  return message.replace(EMAIL, '[email]').replace(QUOTED, '"[value]"').slice(0, MESSAGE_MAX);
}

/** Only the frames: the first lines of a stack repeat the message, parameters and all. */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** The loggable shape of anything thrown; follows `cause` a few levels deep. */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const described: LoggedError = {
    type: error.constructor.name || error.name,
    // A failed statement's own message is "Failed query: <sql> params: <values>": rebuilt from its shape.
    message: query !== undefined ? 'Failed query' : scrub(error.message),
    stack: frames(error.stack),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') {
    described.code = String(fields.code).slice(0, 40);
  }
  if (query !== undefined) described.query = query.slice(0, QUERY_MAX);
  // Identifiers of the schema, not data; only trusted on a database error.
  if (isSqlState(fields.code)) {
    for (const name of IDENTIFIER_FIELDS) {
      const value = fields[name];
      if (typeof value === 'string') described[name] = value.slice(0, 80);
    }
  }
  if (error.cause !== undefined && depth < 4) described.cause = describeError(error.cause, depth + 1);
  return described;
}
