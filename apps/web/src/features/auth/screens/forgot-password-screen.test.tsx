import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test/render.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';

async function request(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('ForgotPasswordScreen', () => {
  it('shows the "application sent" notice and hides the form on success', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ForgotPasswordScreen />, '/forgot-password');

    await request('anna@example.com');

    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({ method: 'POST', body: '{"email":"anna@example.com"}' }),
    );
  });

  it('shows "User not found" and hides the form on any failure', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(429, { error: 'Too many requests', code: 'RATE_LIMITED' }),
    );
    renderRoute(<ForgotPasswordScreen />, '/forgot-password');

    await request('anna@example.com');

    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('requires a well-formed email', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ForgotPasswordScreen />, '/forgot-password');

    await request('not-an-email');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
