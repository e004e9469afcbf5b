import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TApplication } from '@debut/contract/applications';
import { session } from '../../../entities/auth/session-store.ts';
import { favoritesStore } from '../../../entities/favorites/favorites-store.ts';
import { fakeApi, inTurn } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobScreen } from './job-screen.tsx';

const routes = [{ path: '/jobs/:id', element: <JobScreen /> }];

function applicationOf(job: ReturnType<typeof makeJob>, overrides: Partial<TApplication> = {}): TApplication {
  return {
    _id: 'b1b2c3d4-0000-4000-8000-000000000001',
    job: { ...job, _id: job._id },
    coverLetter: null,
    status: 'sent',
    createdAt: '2026-11-20T10:00:00.000Z',
    history: [{ status: 'sent', at: '2026-11-20T10:00:00.000Z', message: null }],
    answers: [],
    dueAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('JobScreen for a job seeker', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('applies with a cover letter, then shows the already-applied state', async () => {
    const job = makeJob({ isOwner: false, applied: false });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: inTurn(
        () => jsonResponse(200, { job }),
        () => jsonResponse(200, { job: { ...job, applied: true } }),
      ),
      [`POST /api/applications/${job._id}`]: () => jsonResponse(201, { application: applicationOf(job) }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('link', { name: 'Message the employer' })).toHaveAttribute(
      'href',
      `/chat/${job._id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: `Apply: ${job.title}` });
    await user.type(within(dialog).getByLabelText('Cover letter (optional)'), 'Hello');
    expect(within(dialog).getByText('1,995 characters left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/applications/${job._id}`)[0]?.body).toEqual({ coverLetter: 'Hello' });
    expect(await screen.findByRole('button', { name: 'Already applied' })).toBeDisabled();
  });

  it('says "Application error:" with the reason when applying fails', async () => {
    const job = makeJob({ isOwner: false, applied: false });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`POST /api/applications/${job._id}`]: () =>
        jsonResponse(409, { error: 'You have already applied to this job', code: 'ALREADY_APPLIED' }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    const dialog = screen.getByRole('dialog', { name: `Apply: ${job.title}` });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Application error: You have already applied for this job.',
    );
    // No letter typed: no letter sent.
    expect(api.callsTo(`POST /api/applications/${job._id}`)[0]?.body).toEqual({});
  });

  it('cancels an application after a confirmation', async () => {
    const job = makeJob({ isOwner: false, applied: true });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: inTurn(
        () => jsonResponse(200, { job }),
        () => jsonResponse(200, { job: { ...job, applied: false } }),
      ),
      [`DELETE /api/applications/${job._id}`]: () => jsonResponse(204),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('button', { name: 'Already applied' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo(`DELETE /api/applications/${job._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel application' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel your application?' })).getByRole('button', {
        name: 'Cancel application',
      }),
    );
    expect(await screen.findByText('Application deleted')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('keeps the job as a favourite in local storage and on the server; a refusal undoes it', async () => {
    const job = makeJob({ isOwner: false });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`PUT /api/favorites/${job._id}`]: inTurn(
        () => jsonResponse(200, { ids: [job._id] }),
        () => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }),
      ),
      [`DELETE /api/favorites/${job._id}`]: () => jsonResponse(200, { ids: [] }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Add ${job.title} to favourites` }));
    expect(screen.getByRole('button', { name: `Remove ${job.title} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.localStorage.getItem('favorites')).toBe(JSON.stringify([job._id]));
    await waitFor(() => expect(api.callsTo(`PUT /api/favorites/${job._id}`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: `Remove ${job.title} from favourites` }));
    expect(favoritesStore.get()).toEqual([]);
    await waitFor(() => expect(api.callsTo(`DELETE /api/favorites/${job._id}`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: `Add ${job.title} to favourites` }));
    expect(await screen.findByText('Could not update favourites: Not found.')).toBeInTheDocument();
    expect(favoritesStore.get()).toEqual([]);
    expect(screen.getByRole('button', { name: `Add ${job.title} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('JobScreen for the owner', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('lists the applicants with their letters, and invites one', async () => {
    const job = makeJob({ isOwner: true });
    const applicant = applicationOf(job, {
      coverLetter: 'I can work weekends.',
      user: { _id: 'u2', displayName: 'Olga', country: 'RU', createdAt: '2026-01-01T00:00:00.000Z' },
    });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () =>
        jsonResponse(200, { items: [applicant], nextCursor: null }),
      [`PATCH /api/jobs/${job._id}/applications/${applicant._id}`]: () =>
        jsonResponse(200, { application: { ...applicant, status: 'invited' } }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Applicants' });
    expect(await within(section).findByText('Olga')).toBeInTheDocument();
    expect(within(section).getByText('I can work weekends.')).toBeInTheDocument();
    expect(within(section).getByText('New')).toBeInTheDocument();
    expect(within(section).getByText('Applied November 20, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Message Olga' })).toHaveAttribute(
      'href',
      `/chat/${job._id}?with=u2`,
    );

    await user.click(within(section).getByRole('button', { name: 'Invite Olga' }));
    expect(await within(section).findByText('Invited')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Invite Olga' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo(`PATCH /api/jobs/${job._id}/applications/${applicant._id}`)[0]?.body).toEqual({
      status: 'invited',
    });
  });

  // Issue 27 item 8: Close on the owner's job page too, keeping the applicants, then Publish again.
  it('closes the job as filled from its page, keeps its applicants, and offers to publish it again', async () => {
    const job = makeJob({ isOwner: true });
    const closed = { ...job, status: 'closed' as const, published: false, closedReason: 'filled' as const };
    const applicant = applicationOf(job, {
      user: { _id: 'u2', displayName: 'Olga', country: 'RU', createdAt: '2026-01-01T00:00:00.000Z' },
    });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: inTurn(
        () => jsonResponse(200, { job }),
        () => jsonResponse(200, { job: closed }),
      ),
      [`GET /api/jobs/${job._id}/applications`]: () =>
        jsonResponse(200, { items: [applicant], nextCursor: null }),
      [`PUT /api/jobs/${job._id}`]: () => jsonResponse(200, { job: closed, warnings: [] }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    expect(screen.queryByRole('link', { name: 'Publish again' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this vacancy?' });
    expect(within(dialog).getByRole('radio', { name: 'Position filled' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close vacancy' }));

    expect(api.callsTo(`PUT /api/jobs/${job._id}`)[0]?.body).toEqual({
      status: 'closed',
      closedReason: 'filled',
    });
    expect(
      await screen.findByText('This vacancy is closed: the position has been filled.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Publish again' })).toHaveAttribute(
      'href',
      `/payment-summary/${job._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Applicants' });
    expect(await within(section).findByText('Olga')).toBeInTheDocument();
  });

  it('says when nobody has applied yet', async () => {
    const job = makeJob({ isOwner: true });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () => jsonResponse(200, { items: [], nextCursor: null }),
    });
    renderRoute(routes, `/jobs/${job._id}`);
    expect(await screen.findByText('Nobody has applied yet.')).toBeInTheDocument();
  });
});
