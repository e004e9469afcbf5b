import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { makeCompany } from '../../../test/companies.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { AcceptInvitationScreen } from './accept-invitation-screen.tsx';

const KEY = 'POST /api/companies/invitations/accept';
const AT = '/invitations/accept?token=invite-token-1';

describe('AcceptInvitationScreen', () => {
  afterEach(() => session.clear());

  it('sends a visitor to sign in or register and back, asking nothing of the server', async () => {
    const api = fakeApi({});
    renderRoute(<AcceptInvitationScreen />, AT);

    const next = `?next=${encodeURIComponent(AT)}`;
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login${next}`);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register${next}`);
    expect(api.calls).toEqual([]);
  });

  it('joins on one click, never on load, and says which company', async () => {
    session.signIn('tok', testUser);
    const company = makeCompany({ name: 'Bakery Brothers', role: 'recruiter' });
    const api = fakeApi({ [KEY]: () => jsonResponse(200, { company }) });
    renderRoute(<AcceptInvitationScreen />, AT);

    const button = await screen.findByRole('button', { name: 'Accept invitation' });
    expect(api.callsTo(KEY)).toEqual([]);
    await userEvent.setup().dblClick(button);

    expect(await screen.findByRole('status')).toHaveTextContent('You joined Bakery Brothers.');
    expect(api.callsTo(KEY).map((call) => call.body)).toEqual([{ token: 'invite-token-1' }]);
    expect(screen.getByRole('link', { name: 'Open the company' })).toHaveAttribute(
      'href',
      `/my-companies/${company._id}`,
    );
  });

  it('explains an invitation for another address, and offers another account', async () => {
    session.signIn('tok', testUser);
    fakeApi({
      [KEY]: () => jsonResponse(403, { error: 'Invited address differs', code: 'EMAIL_MISMATCH' }),
    });
    renderRoute(<AcceptInvitationScreen />, AT);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invitation is for another address');
    expect(alert).toHaveTextContent(`You are signed in as ${testUser.email}.`);
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('says plainly that a used or expired link does not work', async () => {
    session.signIn('tok', testUser);
    fakeApi({ [KEY]: () => jsonResponse(400, { error: 'Invalid token', code: 'TOKEN_INVALID' }) });
    renderRoute(<AcceptInvitationScreen />, AT);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation does not work');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
