import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TFavoritesResponse } from '@debut/contract/favorites';
import { session } from '../../entities/auth/session-store.ts';
import { favoritesStore } from '../../entities/favorites/favorites-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { makeJob } from '../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { FavoritesScreen } from './favorites-screen.tsx';

describe('FavoritesScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it("shows the server's list newest first, says which jobs are gone, and removes", async () => {
    const open = makeJob({ title: 'Barista' });
    const closed = makeJob({ title: 'Courier', status: 'closed', closedReason: 'filled' });
    const deletedId = 'a1b2c3d4-0000-4000-8000-0000000000dd';
    const body: TFavoritesResponse = {
      ids: [open._id, closed._id, deletedId],
      items: [
        { jobId: open._id, available: true, job: open, createdAt: '2026-11-01T00:00:00.000Z' },
        { jobId: closed._id, available: false, job: closed, createdAt: '2026-11-02T00:00:00.000Z' },
        { jobId: deletedId, available: false, job: null, createdAt: '2026-11-03T00:00:00.000Z' },
      ],
    };
    favoritesStore.replace(['a1b2c3d4-0000-4000-8000-0000000000ff']);
    const api = fakeApi({
      'GET /api/favorites': () => jsonResponse(200, body),
      [`DELETE /api/favorites/${deletedId}`]: () => jsonResponse(200, { ids: [open._id, closed._id] }),
      [`DELETE /api/favorites/${open._id}`]: () => jsonResponse(200, { ids: [closed._id] }),
    });
    renderRoute(<FavoritesScreen />, '/favorites');
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Barista' })).toHaveAttribute('href', `/jobs/${open._id}`);
    // The server's list replaced what this browser held.
    expect(favoritesStore.get()).toEqual(body.ids);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('A job that was removed'),
      expect.stringContaining('Courier'),
      expect.stringContaining('Barista'),
    ]);
    expect(screen.getAllByText('No longer available')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Courier' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove A job that was removed from favourites' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/favorites/${deletedId}`)).toHaveLength(1));
    expect(screen.queryByText('A job that was removed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Barista from favourites' }));
    expect(screen.queryByRole('link', { name: 'Barista' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('favorites')).toBe(JSON.stringify([closed._id]));
  });

  it('has an empty state', async () => {
    fakeApi({ 'GET /api/favorites': () => jsonResponse(200, { ids: [], items: [] }) });
    renderRoute(<FavoritesScreen />, '/favorites');
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });
});
