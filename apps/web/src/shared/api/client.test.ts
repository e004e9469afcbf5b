import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { alertsEndpoints } from '@debut/contract/alerts.endpoints';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { companiesEndpoints } from '@debut/contract/companies.endpoints';
import { favoritesEndpoints } from '@debut/contract/favorites.endpoints';
import { systemEndpoints } from '@debut/contract/system.endpoints';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('api', () => {
  afterEach(() => window.localStorage.clear());

  it('turns a non-2xx answer into an ApiError with status, code, message and details', async () => {
    const details = [{ path: 'password', code: 'password_too_common', message: 'Too common' }];
    stubFetch(() => jsonResponse(400, { error: 'Invalid request', code: 'VALIDATION', details }));

    const body = {
      displayName: 'A',
      email: 'a@example.com',
      password: 'password',
      acceptTerms: true as const,
      acceptPrivacy: true as const,
    };
    const error = await api(authEndpoints.register, { body }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Invalid request', details });
    expect((error as ApiError).hasDetail('password_too_common', 'password')).toBe(true);
  });

  it('keeps the status when the error body is not the API shape', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api(systemEndpoints.health)).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: '',
    });
  });

  it('answers undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api(authEndpoints.logout)).resolves.toBeUndefined();
  });

  it('sends JSON with credentials and the stored bearer token', async () => {
    window.localStorage.setItem('token', 'abc123');
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));

    await expect(api(authEndpoints.updateMe, { body: { country: 'RU' } })).resolves.toEqual({
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
    await api(authEndpoints.logout);
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
    expect(sentHeaders(fetchMock).has('Content-Type')).toBe(false);
  });

  it('takes the method and path from the declaration, with each path parameter encoded', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ids: [] }));
    await api(favoritesEndpoints.add, { params: { jobId: 'a/b c' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/favorites/a%2Fb%20c');
    expect(init).toMatchObject({ method: 'PUT' });
  });

  it('leaves out the query values that are undefined', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: [], nextCursor: null }));
    await api(alertsEndpoints.jobs, { params: { id: 'x' }, query: { cursor: undefined, limit: 5 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/alerts/x/jobs?limit=5');
  });

  it('sends bytes as they are, with the content type the caller names (a logo)', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await api(companiesEndpoints.putLogo, { params: { id: 'c1' }, body: bytes, contentType: 'image/png' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/companies/c1/logo');
    expect(init?.method).toBe('PUT');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('image/png');
    const sent = init?.body;
    expect(sent).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(bytes);
  });
});
