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

  it('shows the status changes with their dates and the messages, and when an answer is due', async () => {
    const offer: TApplication = {
      ...application('Barista', 'offer'),
      history: [
        { status: 'sent', at: '2026-11-19T10:00:00.000Z', message: null },
        { status: 'viewed', at: '2026-11-20T09:00:00.000Z', message: null },
        { status: 'offer', at: '2026-11-22T15:00:00.000Z', message: 'We would love to have you on board.' },
      ],
    };
    const waiting: TApplication = { ...application('Courier', 'sent'), dueAt: '2026-11-26T10:00:00.000Z' };
    fakeApi({ 'GET /api/applications/my': () => jsonResponse(200, { items: [offer, waiting] }) });
    renderRoute(<MyApplicationsScreen />, '/applications');

    await screen.findByRole('link', { name: 'Barista' });
    const barista = getByRoleHolding('listitem', { role: 'link', name: 'Barista' });
    const steps = within(within(barista).getByRole('list', { name: 'Status changes' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sent · November 19, 2026',
      'Viewed · November 20, 2026',
      'Offer · November 22, 2026We would love to have you on board.',
    ]);
    expect(within(barista).queryByText(/Answer due by/)).not.toBeInTheDocument();

    const courier = getByRoleHolding('listitem', { role: 'link', name: 'Courier' });
    expect(within(courier).getByText('Answer due by November 26, 2026')).toBeInTheDocument();
  });
});
