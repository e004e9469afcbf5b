import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  it('shows "Invalid email or password" under the form when the login fails', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(401, { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginScreen />, '/login');

    await submitLogin('anna@example.com', 'wrong password');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST' }));
  });

  it('shows the wait of a 429 from its Retry-After, counting down, not "wrong e-mail or password"', async () => {
    vi.stubGlobal('fetch', async () => {
      const response = jsonResponse(429, { error: 'Too many requests', code: 'RATE_LIMITED' });
      response.headers.set('Retry-After', '3');
      return response;
    });
    renderRoute(<LoginScreen />, '/login');

    await submitLogin('anna@example.com', 'secret password');

    expect(await screen.findByText('Too many attempts. Try again in 3 s.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Too many attempts. Try again in 2 s.', {}, { timeout: 2500 }),
    ).toBeInTheDocument();
  });

  it('says what went wrong for another failure, not "wrong e-mail or password"', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(503, { error: 'Unavailable', code: 'UNAVAILABLE' }));
    renderRoute(<LoginScreen />, '/login');

    await submitLogin('anna@example.com', 'secret password');

    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginScreen />, '/login');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and goes to /jobs on success', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { token: 'tok-1', user: testUser }));
    const { location } = renderRoute(
      [
        { path: '/login', element: <LoginScreen /> },
        { path: '/jobs', element: <p>Jobs list</p> },
      ],
      '/login',
    );

    await submitLogin('Anna@Example.com', 'secret password');

    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    expect(location.pathname).toBe('/jobs');
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });

  it('returns to the page that sent the visitor to sign in, and offers registering on the same way', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { token: 'tok-2', user: testUser }));
    const { location } = renderRoute(
      [
        { path: '/login', element: <LoginScreen /> },
        { path: '/jobs/:id', element: <p>Job card</p> },
      ],
      `/login?next=${encodeURIComponent('/jobs/42')}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent('/jobs/42')}`,
    );

    await submitLogin('anna@example.com', 'secret password');

    expect(await screen.findByText('Job card')).toBeInTheDocument();
    expect(location.pathname).toBe('/jobs/42');
  });

  it('does not follow a next parameter to another site', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { token: 'tok-3', user: testUser }));
    const { location } = renderRoute(
      [
        { path: '/login', element: <LoginScreen /> },
        { path: '/jobs', element: <p>Jobs list</p> },
      ],
      `/login?next=${encodeURIComponent('https://evil.example/')}`,
    );

    await submitLogin('anna@example.com', 'secret password');

    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    expect(location.pathname).toBe('/jobs');
  });
});
