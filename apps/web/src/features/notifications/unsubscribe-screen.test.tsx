import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute } from '../../test/render.tsx';
import { UnsubscribeScreen } from './unsubscribe-screen.tsx';

const KEY = 'POST /api/notifications/unsubscribe';
const TOKEN = 'messageUnread.c1d2e3f4-0000-4000-8000-000000000001.c2lnbmF0dXJl';
const at = (token?: string) =>
  `/unsubscribe${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

describe('UnsubscribeScreen', () => {
  beforeEach(() => window.history.replaceState(null, '', at(TOKEN)));

  it('switches the kind off on one click, never on load, signed out, and says what it switched off', async () => {
    const api = fakeApi({ [KEY]: () => jsonResponse(200, { unsubscribed: 'messageUnread' }) });
    renderRoute(<UnsubscribeScreen />, at(TOKEN));

    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from mails' })).toBeInTheDocument();
    // A mail scanner that opens the link changes nothing.
    expect(api.callsTo(KEY)).toEqual([]);
    // The token is out of the address bar, so history and screenshots do not keep it.
    expect(window.location.search).toBe('');

    const actor = userEvent.setup();
    await actor.dblClick(button);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Switched off: Unread messages. You can switch it back on at any time in your mail settings.',
    );
    expect(api.callsTo(KEY).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mail settings' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it("names a saved search's mails when the link was an alert's", async () => {
    fakeApi({ [KEY]: () => jsonResponse(200, { unsubscribed: 'alert' }) });
    renderRoute(<UnsubscribeScreen />, at('alert-id.signature'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Switched off: this saved search's mails.");
  });

  it('says clearly that a bad link is not valid, and offers the settings instead', async () => {
    fakeApi({
      [KEY]: () => jsonResponse(400, { error: 'This unsubscribe link is not valid', code: 'TOKEN_INVALID' }),
    });
    renderRoute(<UnsubscribeScreen />, at('forged'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not workThe unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mail settings' })).toBeInTheDocument();
  });

  it('says the same at once when the link has no token, and asks the server nothing', () => {
    window.history.replaceState(null, '', at());
    const api = fakeApi({});
    renderRoute(<UnsubscribeScreen />, at());

    expect(screen.getByRole('alert')).toHaveTextContent('The unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('keeps the button for another try when the server is only busy', async () => {
    fakeApi({
      [KEY]: () => jsonResponse(500, { error: 'Internal server error', code: 'INTERNAL' }),
    });
    renderRoute(<UnsubscribeScreen />, at(TOKEN));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not unsubscribe: /);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
