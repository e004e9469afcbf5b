import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobScreen } from './job-screen.tsx';

const routes = [{ path: '/jobs/:id', element: <JobScreen /> }];

function answer(job: ReturnType<typeof makeJob>, report?: () => Response) {
  return fakeApi({
    'GET /api/config': () => jsonResponse(200, testConfig),
    [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
    ...(report ? { [`POST /api/jobs/${job._id}/report`]: report } : {}),
  });
}

async function openReport() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this vacancy' });
  return { user, dialog };
}

describe('Reporting a vacancy', () => {
  beforeEach(() => {
    // Toasts live in Mantine's global store: none of an earlier test may count here.
    notifications.clean();
    session.signIn('tok', { ...testUser, country: 'RU' });
  });

  it('sends the reason and the text, thanks the person and closes the dialog', async () => {
    const job = makeJob({ isOwner: false });
    const api = answer(job, () => jsonResponse(201, { reportId: 'r1' }));
    renderRoute(routes, `/jobs/${job._id}`);
    const { user, dialog } = await openReport();

    const reasons = within(dialog).getByRole('radiogroup', { name: /What is wrong with it\?/ });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    for (const label of [
      'Asks applicants for money',
      'Misleading or false',
      'Discriminatory',
      'Duplicate of another vacancy',
      'Something else',
    ]) {
      expect(within(reasons).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(within(reasons).getByRole('radio', { name: 'Asks applicants for money' }));
    const text = within(dialog).getByLabelText('Tell us more (optional)');
    expect(text).toHaveAttribute('maxlength', '1000');
    await user.type(text, '  They want a fee first ');
    expect(within(dialog).getByText('976 characters left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you. A moderator will look at this vacancy.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/jobs/${job._id}/report`).map((call) => call.body)).toEqual([
      { reason: 'money', text: 'They want a fee first' },
    ]);
  });

  it('asks for a reason before sending, and sends no empty text', async () => {
    const job = makeJob({ isOwner: false });
    const api = answer(job, () => jsonResponse(201, { reportId: 'r1' }));
    renderRoute(routes, `/jobs/${job._id}`);
    const { user, dialog } = await openReport();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/jobs/${job._id}/report`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate of another vacancy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.callsTo(`POST /api/jobs/${job._id}/report`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/jobs/${job._id}/report`)[0]?.body).toEqual({ reason: 'duplicate' });
  });

  it('says so in the dialog when the person has already reported the vacancy', async () => {
    const job = makeJob({ isOwner: false });
    answer(job, () =>
      jsonResponse(409, { error: 'You already reported this job', code: 'ALREADY_REPORTED' }),
    );
    renderRoute(routes, `/jobs/${job._id}`);
    const { user, dialog } = await openReport();

    await user.click(within(dialog).getByRole('radio', { name: 'Misleading or false' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reported this vacancy.',
    );
    expect(within(dialog).queryByText('Failed to send the report')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you. A moderator will look at this vacancy.')).not.toBeInTheDocument();
  });

  it('says the report failed on any other error, with the reason', async () => {
    const job = makeJob({ isOwner: false });
    answer(job, () => jsonResponse(429, { error: 'Too many requests', code: 'RATE_LIMITED' }));
    renderRoute(routes, `/jobs/${job._id}`);
    const { user, dialog } = await openReport();

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send the report');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a little and try again.');
  });

  it('offers no report to the owner', async () => {
    const job = makeJob({ isOwner: true });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () => jsonResponse(200, { items: [], nextCursor: null }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    expect(await screen.findByText('Nobody has applied yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('The job card of a job that is not live', () => {
  beforeEach(() => {
    notifications.clean();
    session.signIn('tok', { ...testUser, country: 'RU' });
  });

  it('tells a job seeker a closed job is closed and offers no Apply', async () => {
    const job = makeJob({ isOwner: false, status: 'closed', closedReason: 'expired', published: false });
    answer(job);
    renderRoute(routes, `/jobs/${job._id}`);

    expect(
      await screen.findByText('This vacancy is closed and no longer takes applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByText(/expired after 30 days/)).not.toBeInTheDocument();
  });

  it('shows its owner why moderation blocked it', async () => {
    const job = makeJob({ isOwner: true, status: 'blocked', blockedReason: 'Asks for a deposit' });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () => jsonResponse(200, { items: [], nextCursor: null }),
    });
    renderRoute(routes, `/jobs/${job._id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Blocked by moderation: Asks for a deposit');
  });

  it('tells its owner an expired job can be published again', async () => {
    const job = makeJob({ isOwner: true, status: 'closed', closedReason: 'expired', published: false });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () => jsonResponse(200, { items: [], nextCursor: null }),
    });
    renderRoute(routes, `/jobs/${job._id}`);

    expect(
      await screen.findByText('This vacancy has expired. Publish it again to relist it.'),
    ).toBeInTheDocument();
  });
});
