import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPasswordChecker } from '../../../shared/lib/password-checker.ts';
import { jsonResponse, renderRoute } from '../../../test/render.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const routes = [
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/login', element: <p>Sign-in page</p> },
];

async function choosePassword(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('ResetPasswordScreen', () => {
  beforeAll(async () => {
    await loadPasswordChecker();
  });

  it('says "Token expired" and disables the submit button without a token', () => {
    renderRoute(routes, '/reset-password');

    expect(screen.getByText('Token expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeDisabled();
  });

  it('shows the server error when the reset fails', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(400, { error: 'Token expired', code: 'TOKEN_EXPIRED' }));
    renderRoute(routes, '/reset-password?token=abc');

    await choosePassword('violet-harbour-42');

    expect(await screen.findByText('Token expired')).toBeInTheDocument();
  });

  it('shows the notice, then goes to /login after 2 seconds', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(routes, '/reset-password?token=abc');

    await choosePassword('violet-harbour-42');

    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({ body: '{"token":"abc","password":"violet-harbour-42"}' }),
    );
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('takes the token out of the address at once and still sends it (issue 16)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderRoute(routes, '/reset-password?token=secret-abc');

    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(location.pathname).toBe('/reset-password');
    expect(screen.queryByText('Token expired')).not.toBeInTheDocument();
    await choosePassword('violet-harbour-42');

    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({ body: '{"token":"secret-abc","password":"violet-harbour-42"}' }),
    );
  });
});
