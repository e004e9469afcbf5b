import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZAlertListResponse, ZAlertResponse, type TAlert } from '@debut/contract/alerts';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { AlertsScreen } from './alerts-screen.tsx';

const ALERT: TAlert = {
  _id: 'a1b2c3d4-0000-4000-8000-00000000a1e1',
  id: 'a1b2c3d4-0000-4000-8000-00000000a1e1',
  name: 'Barista near home',
  query: { q: 'barista', lat: 55.75, lng: 37.61, radiusKm: 10, schedule: 'shift', experience: 'none' },
  frequency: 'instant',
  paused: false,
  newCount: 3,
  lastMatchedAt: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};
// Fakes answer what the contract allows, so the screen cannot drift from the API.
const list = (items: TAlert[]) => ZAlertListResponse.parse({ items });

describe('AlertsScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('lists alerts with their new matches and what they search, and pauses and deletes them', async () => {
    let current = { ...ALERT };
    const api = fakeApi({
      'GET /api/alerts': () => jsonResponse(200, list([current])),
      [`PATCH /api/alerts/${ALERT.id}`]: (call) => {
        current = { ...current, ...(call.body as Partial<TAlert>) };
        return jsonResponse(200, ZAlertResponse.parse({ alert: current }));
      },
      [`DELETE /api/alerts/${ALERT.id}`]: () => {
        current = { ...current, name: '' };
        return jsonResponse(204);
      },
    });
    renderRoute(<AlertsScreen />, '/alerts');
    const user = userEvent.setup();

    const card = await screen.findByTestId('alert-card');
    expect(within(card).getByRole('link', { name: 'Barista near home' })).toHaveAttribute(
      'href',
      `/alerts/${ALERT.id}`,
    );
    expect(within(card).getByText('3 new')).toBeInTheDocument();
    expect(card).toHaveTextContent('barista · within 10 km · Shift work · No experience needed');

    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/alerts/${ALERT.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/alerts/${ALERT.id}`)[0]?.body).toEqual({ paused: true });
    expect(await within(card).findByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/alerts/${ALERT.id}`)).toHaveLength(1));
  });

  it("names a profession the reader's way, whether the alert holds its key or its name in another language", async () => {
    fakeApi({
      'GET /api/alerts': () =>
        jsonResponse(
          200,
          list([
            { ...ALERT, query: { category: 'barista' } },
            { ...ALERT, id: 'a1b2c3d4-0000-4000-8000-00000000a1e2', query: { category: 'Бариста' } },
            { ...ALERT, id: 'a1b2c3d4-0000-4000-8000-00000000a1e3', query: { category: 'Dog walker' } },
          ]),
        ),
    });
    renderRoute(<AlertsScreen />, '/alerts');
    const cards = await screen.findAllByTestId('alert-card');
    expect(cards[0]).toHaveTextContent('Barista');
    // Russian words load every language's names, then read as the English name.
    await waitFor(() => expect(cards[1]).toHaveTextContent(/^Barista near home.*Barista/));
    // Words that name no profession stay as the person wrote them.
    expect(cards[2]).toHaveTextContent('Dog walker');
  });

  it('has an empty state that leads to the search', async () => {
    fakeApi({ 'GET /api/alerts': () => jsonResponse(200, list([])) });
    renderRoute(<AlertsScreen />, '/alerts');
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });
});
