import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { MailSettingsSection } from './mail-settings-section.tsx';

const allOn = {
  applicationReceived: true,
  applicationStatus: true,
  messageUnread: true,
  answerDue: true,
  alertDigests: true,
};
const GET = 'GET /api/users/me/notifications';
const PATCH = 'PATCH /api/users/me/notifications';
const LABELS = [
  'New applications',
  'Answers to my applications',
  'Unread messages',
  'Applications awaiting your answer',
  'Saved searches',
];

describe('MailSettingsSection', () => {
  beforeEach(() => session.signIn('tok', testUser));

  it('shows five labelled switches, each with its explanation, as the server has them', async () => {
    fakeApi({ [GET]: () => jsonResponse(200, { settings: { ...allOn, answerDue: false } }) });
    renderRoute(<MailSettingsSection />, '/profile');

    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(5);
    for (const label of LABELS) expect(screen.getByRole('switch', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Applications awaiting your answer' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Unread messages' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Unread messages' })).toHaveAccessibleDescription(
      'A chat message has been waiting unread for 15 minutes.',
    );
  });

  it('saves a switch the moment it moves, from the keyboard too, before the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    let stored = allOn;
    const api = fakeApi({
      [GET]: () => jsonResponse(200, { settings: stored }),
      [PATCH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute(<MailSettingsSection />, '/profile');
    const unread = await screen.findByRole('switch', { name: 'Unread messages' });

    const actor = userEvent.setup();
    unread.focus();
    await actor.keyboard(' ');

    // Optimistic: off at once.
    expect(unread).not.toBeChecked();
    await waitFor(() =>
      expect(api.callsTo(PATCH).map((call) => call.body)).toEqual([{ messageUnread: false }]),
    );
    stored = { ...allOn, messageUnread: false };
    answer(jsonResponse(200, { settings: stored }));
    await waitFor(() => expect(api.callsTo(GET)).toHaveLength(2));
    expect(unread).not.toBeChecked();
  });

  it('moves the switch back and says why when the server refuses', async () => {
    fakeApi({
      [GET]: () => jsonResponse(200, { settings: allOn }),
      [PATCH]: () => jsonResponse(500, { error: 'Internal server error', code: 'INTERNAL' }),
    });
    renderRoute(<MailSettingsSection />, '/profile');
    const digests = await screen.findByRole('switch', { name: 'Saved searches' });

    await userEvent.setup().click(digests);

    expect(await screen.findByText(/^Could not save your mail settings: /)).toBeInTheDocument();
    await waitFor(() => expect(digests).toBeChecked());
  });

  it('says when the settings cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    fakeApi({
      [GET]: () =>
        fail
          ? jsonResponse(403, { error: 'Forbidden', code: 'FORBIDDEN' })
          : jsonResponse(200, { settings: allOn }),
    });
    renderRoute(<MailSettingsSection />, '/profile');

    expect(await screen.findByText(/^Could not load your mail settings: /)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
  });
});
