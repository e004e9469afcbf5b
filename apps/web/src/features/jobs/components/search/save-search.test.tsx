import type { TJobSearchQuery } from '@debut/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZAlertResponse, type TAlert } from '@debut/contract/alerts';
import { session } from '../../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../../test/render.tsx';
import { alertQueryOf, SaveSearch } from './save-search.tsx';

describe('SaveSearch', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('turns the search on screen into an alert query: a place always with a radius, no sort', () => {
    expect(alertQueryOf({ q: 'barista', lat: 55.7, lng: 37.6 })).toEqual({
      q: 'barista',
      lat: 55.7,
      lng: 37.6,
      radiusKm: 25,
    });
    expect(alertQueryOf({ category: 'waiter', salaryMin: 30000, radiusKm: undefined })).toEqual({
      category: 'waiter',
      salaryMin: 30000,
    });
    // Issue 33: the experience level is saved; how recent a job is is not (an alert meets it new).
    const search: TJobSearchQuery = {
      q: 'intern',
      experience: 'none',
      postedWithinDays: 7,
      sort: 'default',
      limit: 20,
    };
    expect(alertQueryOf(search)).toEqual({ q: 'intern', experience: 'none' });
    // Issue 33 items 2 and 3: the switches are saved as the alert's JSON booleans.
    expect(alertQueryOf({ experience: 'none', paid: 'true', withSalary: 'true' })).toEqual({
      experience: 'none',
      paid: true,
      withSalary: true,
    });
  });

  it('suggests a name from the search, saves it with the chosen frequency, and says a 21st is too many', async () => {
    const api = fakeApi({
      'POST /api/alerts': (call) => {
        const body = call.body as { name: string; query: TAlert['query']; frequency: TAlert['frequency'] };
        if (api.callsTo('POST /api/alerts').length > 1) {
          return jsonResponse(409, { error: 'Too many', code: 'ALERT_LIMIT' });
        }
        return jsonResponse(
          201,
          ZAlertResponse.parse({
            alert: {
              _id: 'a1',
              id: 'a1',
              ...body,
              paused: false,
              newCount: 0,
              lastMatchedAt: null,
              createdAt: '2026-11-25T10:00:00.000Z',
            },
          }),
        );
      },
      'GET /api/alerts': () => jsonResponse(200, { items: [] }),
    });
    renderRoute(
      <SaveSearch query={{ q: 'barista', lat: 55.7, lng: 37.6, radiusKm: 5 }} where="Moscow" />,
      '/jobs',
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search as an alert' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('barista near Moscow');
    await user.click(within(dialog).getByLabelText('Daily'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/alerts')).toHaveLength(1));
    expect(api.callsTo('POST /api/alerts')[0]?.body).toEqual({
      name: 'barista near Moscow',
      frequency: 'daily',
      query: { q: 'barista', lat: 55.7, lng: 37.6, radiusKm: 5 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const again = await screen.findByRole('dialog', { name: 'Save this search as an alert' });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(
      await within(again).findByText('You can keep at most 20 alerts: delete one before saving another.'),
    ).toBeInTheDocument();
  });
});
