import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

const routes = [
  { path: '/verify-email', element: <VerifyEmailScreen /> },
  { path: '/login', element: <p>Sign-in page</p> },
];
const unconfirmed = { ...testUser, emailVerified: false };

/** The page confirms nothing on load (issue 27, item 3): the person clicks. */
async function clickConfirm() {
  const button = await screen.findByRole('button', { name: 'Confirm my e-mail address' });
  await userEvent.setup().click(button);
}

describe('VerifyEmailScreen', () => {
  beforeEach(() => {
    // The address bar as the mail's link leaves it; the screen must take the token out of it.
    window.history.replaceState(null, '', '/verify-email?token=abc');
  });

  it('confirms once without a session, and takes the token out of the address bar', async () => {
    const api = fakeApi({ 'POST /api/auth/verify-email': () => jsonResponse(204) });
    renderRoute(routes, '/verify-email?token=abc');
    await screen.findByRole('button', { name: 'Confirm my e-mail address' });
    expect(api.callsTo('POST /api/auth/verify-email')).toEqual([]);
    await clickConfirm();

    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-email').map((call) => call.body)).toEqual([{ token: 'abc' }]);
    expect(window.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says an expired link has expired, and how to get another', async () => {
    fakeApi({
      'POST /api/auth/verify-email': () =>
        jsonResponse(400, { error: 'Token expired', code: 'TOKEN_EXPIRED' }),
    });
    renderRoute(routes, '/verify-email?token=abc');
    await clickConfirm();

    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    expect(screen.getByText('Sign in to ask for a new link.')).toBeInTheDocument();
  });

  it('calls a link without a token invalid and sends nothing', () => {
    const api = fakeApi({});
    renderRoute(routes, '/verify-email');
    expect(screen.getByText('This link is not valid or has already been used.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers a signed-in person a new link after a used one, then waits a minute', async () => {
    session.signIn('tok', unconfirmed);
    const api = fakeApi({
      'POST /api/auth/verify-email': () =>
        jsonResponse(400, { error: 'Token invalid or already used', code: 'TOKEN_INVALID' }),
      'POST /api/auth/resend-verification': () => jsonResponse(204),
    });
    renderRoute(routes, '/verify-email?token=abc');
    await clickConfirm();

    expect(await screen.findByText('This link is not valid or has already been used.')).toBeInTheDocument();
    expect(screen.getByText('We can send a new link to \u2068anna@example.com\u2069.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(
      await screen.findByText('A new link is on its way to \u2068anna@example.com\u2069.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link (1:00)' })).toBeDisabled();
    expect(api.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it('reads the signed-in account again after confirming it', async () => {
    session.signIn('tok', unconfirmed);
    fakeApi({
      'POST /api/auth/verify-email': () => jsonResponse(204),
      'GET /api/auth/me': () => jsonResponse(200, { user: { ...unconfirmed, emailVerified: true } }),
    });
    renderRoute(routes, '/verify-email?token=abc');
    await clickConfirm();

    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    await expect.poll(() => session.get().user?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
  });
});
