import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TApplication } from '@debut/contract/applications';
import type { TJobStatus } from '@debut/contract/jobs';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../test/fake-api.ts';
import { makeJob } from '../../test/jobs.ts';
import { getByRoleHolding } from '../../test/queries.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { MyApplicationsScreen } from './my-applications-screen.tsx';

function application(
  title: string,
  status: TApplication['status'],
  jobStatus: TJobStatus = 'active',
): TApplication {
  const job = makeJob({ title, status: jobStatus });
  return {
    _id: `b${job._id.slice(1)}`,
    job,
    coverLetter: null,
    status,
    createdAt: '2026-11-19T10:00:00.000Z',
    history: [{ status: 'sent', at: '2026-11-19T10:00:00.000Z', message: null }],
    answers: [],
    dueAt: null,
    updatedAt: '2026-11-19T10:00:00.000Z',
  };
}

describe('MyApplicationsScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('lists applications with their status and filters by status in the URL', async () => {
    const invited = application('Barista', 'invited');
    const viewed = application('Courier', 'viewed');
    fakeApi({ 'GET /api/applications/my': () => jsonResponse(200, { items: [invited, viewed] }) });
    const { location } = renderRoute(<MyApplicationsScreen />, '/applications');
    const user = userEvent.setup();

    await screen.findByRole('link', { name: 'Barista' });
    const barista = getByRoleHolding('listitem', { role: 'link', name: 'Barista' });
    expect(within(barista).getByText('Invited')).toBeInTheDocument();
    expect(within(barista).getByText('Applied November 19, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courier' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Invited' }));
    expect(location.search).toBe('?status=invited');
    expect(screen.queryByRole('link', { name: 'Courier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(screen.getByText('No applications with this status.')).toBeInTheDocument();
  });

  it('shows a closed job without a link, and cancels after a confirmation', async () => {
    const closed = application('Night guard', 'sent', 'closed');
    const api = fakeApi({
      'GET /api/applications/my': inTurn(
        () => jsonResponse(200, { items: [closed] }),
        () => jsonResponse(200, { items: [] }),
      ),
      [`DELETE /api/applications/${closed.job._id}`]: () => jsonResponse(204),
    });
    renderRoute(<MyApplicationsScreen />, '/applications');
    const user = userEvent.setup();

    expect(await screen.findByText('Night guard')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Night guard' })).not.toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the application to Night guard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/applications/${closed.job._id}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });
});
