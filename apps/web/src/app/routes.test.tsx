import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../entities/auth/session-store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { testConfig } from '../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../test/render.tsx';
import { routes } from './routes.tsx';

/** /jobs is a lazy chunk with a search screen behind it: slow to transform in a busy parallel run. */
const findJobsHeading = () => screen.findByRole('heading', { name: 'Jobs' }, { timeout: 5000 });

describe('routes and guards', () => {
  it('sends an anonymous visitor from / to /login', async () => {
    const { location } = renderRoute(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
  });

  it.each(['/profile', '/applications', '/favorites', '/dashboard'])(
    'sends an anonymous visitor away from %s',
    async (path) => {
      const { location } = renderRoute(routes, path);
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(location.pathname).toBe('/login');
    },
  );

  it('remembers the page an anonymous visitor asked for, and returns there once signed in', async () => {
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'GET /api/favorites': () => jsonResponse(200, { ids: [], items: [] }),
    });
    const { location } = renderRoute(routes, '/favorites?tab=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.search).get('next')).toBe('/favorites?tab=1');

    session.signIn('tok', { ...testUser, country: 'RU' });
    expect(await screen.findByRole('heading', { name: 'Favourites' }, { timeout: 5000 })).toBeInTheDocument();
    expect(location.pathname).toBe('/favorites');
    expect(location.search).toBe('?tab=1');
  });

  it('ignores a next parameter that leads off the site', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const { location } = renderRoute(routes, `/login?next=${encodeURIComponent('//evil.example/jobs')}`);
    expect(await findJobsHeading()).toBeInTheDocument();
    expect(location.pathname).toBe('/jobs');
  });

  it('sends a new account without a country through /select-country, carrying where it was going', async () => {
    session.signIn('tok', testUser);
    const { location } = renderRoute(routes, '/my-jobs');
    expect(
      await screen.findByRole('heading', { name: 'Choose your country' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/select-country');
    expect(new URLSearchParams(location.search).get('next')).toBe('/my-jobs');
  });

  it('sends a signed-in user without a country to /select-country', async () => {
    session.signIn('tok', testUser);
    const { location } = renderRoute(routes, '/jobs');
    expect(await screen.findByRole('heading', { name: 'Choose your country' })).toBeInTheDocument();
    expect(location.pathname).toBe('/select-country');
  });

  it('sends a signed-in user with a country from / and /login to /jobs', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const { location } = renderRoute(routes, '/login');
    expect(await findJobsHeading()).toBeInTheDocument();
    expect(location.pathname).toBe('/jobs');
  });

  it('saves the chosen country and continues to /jobs', async () => {
    session.signIn('tok', testUser);
    // The country is saved, then /jobs loads its search.
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).startsWith('/api/jobs')
        ? new Response(JSON.stringify({ items: [], total: 0, nextCursor: null }), { status: 200 })
        : String(input) === '/api/config'
          ? new Response(JSON.stringify(testConfig), { status: 200 })
          : new Response(JSON.stringify({ user: { ...testUser, country: 'FR' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderRoute(routes, '/select-country');
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Country/ }), 'France');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findJobsHeading()).toBeInTheDocument();
    expect(location.pathname).toBe('/jobs');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ body: '{"country":"FR"}' }),
    );
    expect(session.get().user?.country).toBe('FR');
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    renderRoute(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('signs the user out when a request answers 401', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: 'Sign in', code: 'UNAUTHENTICATED' }), { status: 401 }),
    );
    const { queryClient } = renderRoute(routes, '/jobs');
    await findJobsHeading();

    await queryClient
      .fetchQuery({
        queryKey: ['probe'],
        queryFn: () => import('../entities/auth/get-me.ts').then((m) => m.getMe()),
      })
      .catch(() => undefined);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('lets anonymous visitors reach the payment screens, with the helper and the test ribbon', async () => {
    fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
    const { location } = renderRoute(routes, '/payment-result?status=fail&jobId=job-7');

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(location.pathname).toBe('/payment-result');
    expect(screen.getByRole('button', { name: 'Check a job' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('Test payments');
  });

  it.each(['/unsubscribe', '/alerts/unsubscribe'])(
    "lets an anonymous visitor open a mail's unsubscribe link at %s, which asks before it acts",
    async (path) => {
      const api = fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
      const { location } = renderRoute(routes, `${path}?token=abc.def`);
      expect(await screen.findByRole('heading', { name: 'Unsubscribe from mails' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
      expect(location.pathname).toBe(path);
      expect(api.callsTo('POST /api/notifications/unsubscribe')).toEqual([]);
    },
  );

  it('says "Job not found" to an anonymous visitor on /confirm-publish without a jobId', async () => {
    fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
    renderRoute(routes, '/confirm-publish');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
  });

  it('keeps the chatbot for signed-in users', async () => {
    fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
    const { location } = renderRoute(routes, '/chatbot');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');

    session.signIn('tok', { ...testUser, country: 'RU' });
    // The job check is one of the employer's tools, in the header's Employers menu.
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Employers' }));
    expect(await screen.findByRole('menuitem', { name: 'Job check' })).toHaveAttribute('href', '/chatbot');
  });
});
