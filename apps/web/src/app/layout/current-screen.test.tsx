import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { CurrentScreen } from './current-screen.tsx';

const unconfirmed = { ...testUser, emailVerified: false };

describe('the screen area', () => {
  // Alone in this file: React.lazy keeps the reminder's module once it is in, and only a reminder
  // still to be fetched could put the loader in place of the screen.
  it('keeps the screen shown, not the loader, while the reminder of someone just signed in loads', async () => {
    session.clear();
    fakeApi({ 'GET /api/auth/me': () => jsonResponse(200, { user: unconfirmed }) });
    renderRoute(
      [{ element: <CurrentScreen />, children: [{ path: '*', element: <h1>Register</h1> }] }],
      '/register',
    );
    await screen.findByRole('heading', { name: 'Register' });
    act(() => session.signIn('tok', unconfirmed));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(await screen.findByText('Confirm your e-mail')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeVisible();
  });
});
