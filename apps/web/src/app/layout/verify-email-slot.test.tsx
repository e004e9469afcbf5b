import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { CurrentScreen } from './current-screen.tsx';

const unconfirmed = { ...testUser, emailVerified: false };
/** The layout's screen area at `path`, with a screen that is there at once. */
const at = (path: string) =>
  renderRoute(
    [{ element: <CurrentScreen />, children: [{ path: '*', element: <h1>The screen</h1> }] }],
    path,
  );
const meAnswer = (user: typeof testUser) => ({ 'GET /api/auth/me': () => jsonResponse(200, { user }) });

describe('the e-mail confirmation banner', () => {
  // First in this file: React.lazy keeps the banner's module once it is in, and only a page load that
  // still fetches it can show the screen before the banner.
  it('appears together with the screen on a page load, so nothing moves the screen down', async () => {
    session.signIn('tok', unconfirmed);
    fakeApi(meAnswer(unconfirmed));
    at('/jobs');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'The screen' });
    expect(screen.getByText('Confirm your e-mail')).toBeInTheDocument();
  });

  it('asks an unconfirmed account to confirm, naming the address', async () => {
    session.signIn('tok', unconfirmed);
    fakeApi(meAnswer(unconfirmed));
    at('/jobs');
    expect(await screen.findByText('Confirm your e-mail')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a link to \u2068anna@example.com\u2069. Open it to confirm that the address is yours.',
      ),
    ).toBeInTheDocument();
  });

  it('mails a new link with a toast, then holds the button for a minute', async () => {
    session.signIn('tok', unconfirmed);
    const api = fakeApi({
      ...meAnswer(unconfirmed),
      'POST /api/auth/resend-verification': () => jsonResponse(204),
    });
    at('/jobs');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('A new link is on its way to \u2068anna@example.com\u2069.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link (1:00)' })).toBeDisabled();
    expect(api.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it('says why when the server refuses a new link', async () => {
    session.signIn('tok', unconfirmed);
    fakeApi({
      ...meAnswer(unconfirmed),
      'POST /api/auth/resend-verification': () =>
        jsonResponse(429, { error: 'Too many requests', code: 'RATE_LIMITED' }),
    });
    at('/jobs');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a little and try again.'),
    ).toBeInTheDocument();
  });

  it('goes away for the session when dismissed', async () => {
    session.signIn('tok', unconfirmed);
    fakeApi(meAnswer(unconfirmed));
    const { unmount } = at('/jobs');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide this reminder' }));
    expect(screen.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
    unmount();
    at('/jobs');
    expect(screen.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('goes away when the account turns out confirmed (in another tab)', async () => {
    session.signIn('tok', unconfirmed);
    fakeApi(meAnswer({ ...unconfirmed, emailVerified: true }));
    at('/jobs');
    await expect.poll(() => session.get().user?.emailVerified).toBe(true);
    expect(screen.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
  });

  it('is not shown to a confirmed account, to a visitor, or on the confirmation screen', () => {
    fakeApi({});
    session.signIn('tok', testUser);
    at('/jobs').unmount();
    expect(screen.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
    session.clear();
    at('/jobs').unmount();
    expect(screen.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
    session.signIn('tok', unconfirmed);
    at('/verify-email');
    expect(screen.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
  });
});
