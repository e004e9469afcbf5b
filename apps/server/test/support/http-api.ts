import { randomUUID } from 'node:crypto';
import { nextAddress } from './factories.ts';

/** One answer of the API over real HTTP. */
export interface ApiAnswer {
  status: number;
  json: Record<string, unknown> | undefined;
}

export interface ApiCall {
  token?: string;
  body?: object;
  /** A form-encoded body, as a payment provider posts. */
  form?: Record<string, string>;
  /** No call of a fault test may wait for ever: it fails (throws) after this long. */
  timeoutMs?: number;
}

/**
 * Calls a server over HTTP from a fresh client address (the server trusts X-Forwarded-For), so a
 * test's stream of calls never trips a per-client rate limit. Network failures throw.
 */
export async function api(base: string, method: string, url: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: string | undefined;
  if (call.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  }
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(call.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

/** A new account through the API; its token and id. */
export async function registerOverHttp(base: string, name: string): Promise<{ token: string; id: string }> {
  const answer = await api(base, 'POST', '/api/auth/register', {
    body: {
      displayName: name,
      email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery staple',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  const { token, user } = answer.json as { token: string; user: { _id: string } };
  return { token, id: user._id };
}

const decodeEntities = (value: string) =>
  value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** Pays the fee for a job through the sandbox page and its Pay button, as the donation tab would. */
export async function payOverHttp(base: string, jobId: string, sum = 200): Promise<ApiAnswer> {
  // From a fresh client address, as api() calls: the page is rate-limited per client like the rest.
  const page = await fetch(`${base}/sandbox/donate?label=${jobId}&sum=${sum}`, {
    headers: { 'x-forwarded-for': nextAddress() },
    signal: AbortSignal.timeout(10_000),
  });
  if (page.status !== 200) return { status: page.status, json: undefined };
  const form: Record<string, string> = {};
  for (const match of (await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form[match[1] ?? ''] = decodeEntities(match[2] ?? '');
  }
  return api(base, 'POST', '/api/payments/notifications/sandbox', { form });
}

/** Publishes a paid job (PUT status active). */
export function publishOverHttp(base: string, token: string, jobId: string): Promise<ApiAnswer> {
  return api(base, 'PUT', `/api/jobs/${jobId}`, { token, body: { status: 'active', published: true } });
}
