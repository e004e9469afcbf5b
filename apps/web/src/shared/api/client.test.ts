import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('apiRequest', () => {
  afterEach(() => window.localStorage.clear());

  it('turns a non-2xx answer into an ApiError with status, code, message and details', async () => {
    const details = [{ path: 'password', code: 'password_too_common', message: 'Too common' }];
    stubFetch(() => jsonResponse(400, { error: 'Invalid request', code: 'VALIDATION', details }));

    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Invalid request', details });
    expect((error as ApiError).hasDetail('password_too_common', 'password')).toBe(true);
  });

  it('keeps the status when the error body is not the API shape', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/health')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN', message: '' });
  });

  it('answers undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('sends JSON with credentials and the stored bearer token', async () => {
    window.localStorage.setItem('token', 'abc123');
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));

    await expect(apiRequest('/auth/me', { method: 'PATCH', body: { country: 'RU' } })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"country":"RU"}' });
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer abc123');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('sends no token and no JSON content type when there is neither', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest('/auth/logout', { method: 'POST' });
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
    expect(sentHeaders(fetchMock).has('Content-Type')).toBe(false);
  });
});
