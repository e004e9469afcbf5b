import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@debut/contract/endpoint';
import { tokenStorage } from '../storage/token-storage.ts';
import { ApiError } from './api-error.ts';
import { noteRetryAt } from './retry-clock.ts';

export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** The content type of a body of bytes (a logo); any other body goes as JSON. */
  contentType?: string;
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
 * Callers go through `api()`, which takes the method, path and types from a declaration.
 */
async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A JSON content type with an empty body is refused by the server, so it goes only with a body.
  let payload: BodyInit | undefined;
  if (options.body instanceof Uint8Array) {
    // An upload goes as it is; the server checks the bytes themselves, the type only names them.
    headers.set('Content-Type', options.contentType ?? 'application/octet-stream');
    payload = new Blob([options.body as Uint8Array<ArrayBuffer>]);
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(options.body);
  }

  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
    body: payload,
    signal: options.signal,
  });

  if (response.status === 204) return undefined as T;
  const body = await readBody(response);
  if (!response.ok) throw await toApiError(response.status, body, retryAtOf(response));
  // Bodies are used as returned (SPEC.md §7); their types come from the contract.
  return body as T;
}

type Slot<K extends string, T> = [T] extends [undefined]
  ? Partial<Record<K, never>>
  : Record<never, never> extends T
    ? Partial<Record<K, T>>
    : Record<K, T>;

/** What a call of a declared endpoint passes: its path parameters, query and body, as declared. */
export type CallOptions<E> = { signal?: AbortSignal; contentType?: string } & Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>>;

type CallArguments<E> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls an endpoint declared in the contract (decision 023): the method and path come from the
 * declaration (path parameters encoded), and the answer has the declared response type. The
 * declaration holds no zod schema, so importing it keeps zod out of the initial bundle.
 */
export function api<E extends Endpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<ResponseOf<E>> {
  const { params, query, body, contentType, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
    contentType?: string;
    signal?: AbortSignal;
  };
  return request<ResponseOf<E>>(pathOf(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    contentType,
    signal,
  });
}

/** `Retry-After` as a moment (seconds or an HTTP date, RFC 9110 §10.2.3); undefined when absent or bad. */
function retryAtOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Date.now() + Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date;
}

async function toApiError(status: number, body: unknown, retryAt?: number): Promise<ApiError> {
  if (status === 429 && retryAt !== undefined) noteRetryAt(retryAt);
  // zod is loaded with the first error only, to keep it out of the initial bundle (DESIGN.md §10).
  const { ZApiError } = await import('@debut/contract/errors');
  const parsed = ZApiError.safeParse(body);
  if (!parsed.success) return new ApiError(status, 'UNKNOWN', '', [], retryAt);
  return new ApiError(status, parsed.data.code, parsed.data.error, parsed.data.details, retryAt);
}
