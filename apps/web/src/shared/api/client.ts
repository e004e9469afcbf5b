import { tokenStorage } from '../storage/token-storage.ts';
import { ApiError } from './api-error.ts';

export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one API client (SPEC.md §7): JSON, cookies, the stored bearer token, no timeout.
 * A non-2xx answer becomes an ApiError; nothing else happens here (no toasts, no redirects).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A JSON content type with an empty body is refused by the server, so it goes only with a body.
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (response.status === 204) return undefined as T;
  const body = await readBody(response);
  if (!response.ok) throw await toApiError(response.status, body);
  // Bodies are used as returned (SPEC.md §7); their types come from the contract.
  return body as T;
}

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  // zod is loaded with the first error only, to keep it out of the initial bundle (DESIGN.md §10).
  const { ZApiError } = await import('@debut/contract/errors');
  const parsed = ZApiError.safeParse(body);
  if (!parsed.success) return new ApiError(status, 'UNKNOWN', '');
  return new ApiError(status, parsed.data.code, parsed.data.error, parsed.data.details);
}
