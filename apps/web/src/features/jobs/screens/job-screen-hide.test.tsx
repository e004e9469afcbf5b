import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { THiddenList } from '@debut/contract/hidden';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobScreen } from './job-screen.tsx';

const routes = [{ path: '/jobs/:id', element: <JobScreen /> }];
const NOTHING: THiddenList = { jobs: [], companies: [], owners: [] };

describe('Hiding from a job’s page', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('hides the company, says so, and shows it again', async () => {
    const company = {
      _id: crypto.randomUUID(),
      slug: 'bright-minds',
      name: 'Bright Minds',
      logoUrl: null,
      verification: 'none' as const,
    };
    const job = makeJob({ isOwner: false, canManage: false, company });
    let list = NOTHING;
    const hiddenCompany = { id: company._id, label: 'Bright Minds', hiddenAt: '2026-11-29T10:00:00.000Z' };
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      'GET /api/hidden': () => jsonResponse(200, list),
      [`PUT /api/hidden/companies/${company._id}`]: () => {
        list = { ...NOTHING, companies: [hiddenCompany] };
        return jsonResponse(200, list);
      },
      [`DELETE /api/hidden/companies/${company._id}`]: () => {
        list = NOTHING;
        return jsonResponse(200, list);
      },
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hide this job',
      'Hide all jobs of Bright Minds',
      'Hide all jobs of this employer',
      'Everything I hid',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide all jobs of Bright Minds' }));

    const status = await screen.findByText(/You hid Bright Minds: its jobs are left out/);
    expect(api.callsTo(`PUT /api/hidden/companies/${company._id}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show again' }));
    expect(await screen.findByRole('button', { name: 'Hide' })).toBeInTheDocument();
    await screen.findByRole('status');
    expect(status).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/hidden/companies/${company._id}`)).toHaveLength(1);
  });

  it('offers no hiding on one’s own job', async () => {
    const job = makeJob({ isOwner: true, canManage: true });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () => jsonResponse(200, { items: [], nextCursor: null }),
      'GET /api/message-templates': () => jsonResponse(200, { items: [] }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });
});
