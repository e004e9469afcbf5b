import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobStatsScreen } from './job-stats-screen.tsx';

const job = makeJob({ title: 'Active barista', status: 'active' });
const statsRoute = [{ path: '/my-jobs/:id/stats', element: <JobStatsScreen /> }];

function statsOf(days: number) {
  const list = Array.from({ length: days }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
    views: index === 1 ? 12 : 1,
    applications: index === 1 ? 3 : 0,
  }));
  return { days: list, totals: { views: 11 + days, applications: 3, answered: 2, hired: 1 } };
}

describe('JobStatsScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('shows the totals and every day in a table beside the chart, 30 days first', async () => {
    const api = fakeApi({
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/stats`]: (call) =>
        jsonResponse(200, statsOf(Number(call.url.searchParams.get('days')))),
    });
    renderRoute(statsRoute, `/my-jobs/${job._id}/stats`);

    const table = await screen.findByRole('table', { name: 'Views and applications per day' });
    expect(api.callsTo(`GET /api/jobs/${job._id}/stats`)[0]?.url.searchParams.get('days')).toBe('30');
    expect(screen.getByRole('heading', { level: 1, name: 'Job statistics' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Active barista' })).toHaveAttribute(
      'href',
      `/jobs/${job._id}`,
    );
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('Hired')).toBeInTheDocument();

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const second = within(table).getByRole('row', { name: /^Nov 2 / });
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '3']);
  });

  it('asks for 7 or 90 days when the owner picks the period', async () => {
    const api = fakeApi({
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/stats`]: (call) =>
        jsonResponse(200, statsOf(Number(call.url.searchParams.get('days')))),
    });
    const user = userEvent.setup();
    renderRoute(statsRoute, `/my-jobs/${job._id}/stats`);
    await screen.findByRole('table');

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8));
    expect(
      api.callsTo(`GET /api/jobs/${job._id}/stats`).map((call) => call.url.searchParams.get('days')),
    ).toEqual(['30', '7']);
  });

  it("says so when the server refuses a stranger's job", async () => {
    fakeApi({
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/stats`]: () =>
        jsonResponse(403, { error: 'Only the owner of this job can do this', code: 'FORBIDDEN' }),
    });
    renderRoute(statsRoute, `/my-jobs/${job._id}/stats`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics could not be loaded');
  });
});
