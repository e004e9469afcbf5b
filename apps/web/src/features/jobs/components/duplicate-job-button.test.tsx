import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { MyJobsScreen } from '../screens/my-jobs-screen.tsx';

const active = makeJob({ title: 'Active barista', status: 'active', applicationsCount: 3 });
const copy = makeJob({ ...active, _id: '665f1c2b9a1e4b0012345999', status: 'draft', published: false });

const routes = [
  { path: '/my-jobs', element: <MyJobsScreen /> },
  { path: '/jobs/:id/edit', element: <p>Edit form</p> },
];

describe('Duplicate on My jobs', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it("copies the job and opens the draft's edit form", async () => {
    const api = fakeApi({
      'GET /api/jobs/my': () => jsonResponse(200, { items: [active] }),
      [`POST /api/jobs/${active._id}/duplicate`]: () => jsonResponse(200, { job: copy }),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/my-jobs');

    await user.click(await screen.findByRole('button', { name: 'Duplicate Active barista' }));

    expect(await screen.findByText('Edit form')).toBeInTheDocument();
    expect(location.pathname).toBe(`/jobs/${copy._id}/edit`);
    expect(api.callsTo(`POST /api/jobs/${active._id}/duplicate`)).toHaveLength(1);
  });

  it('links each card to its statistics', async () => {
    fakeApi({ 'GET /api/jobs/my': () => jsonResponse(200, { items: [active] }) });
    renderRoute(routes, '/my-jobs');
    expect(await screen.findByRole('link', { name: 'Statistics of Active barista' })).toHaveAttribute(
      'href',
      `/my-jobs/${active._id}/stats`,
    );
  });

  it('says why when the server refuses, and stays on the list', async () => {
    fakeApi({
      'GET /api/jobs/my': () => jsonResponse(200, { items: [active] }),
      [`POST /api/jobs/${active._id}/duplicate`]: () =>
        jsonResponse(403, { error: 'Only the owner of this job can do this', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/my-jobs');

    await user.click(await screen.findByRole('button', { name: 'Duplicate Active barista' }));

    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(location.pathname).toBe('/my-jobs');
  });
});
