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
    const card = within(section).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('Applied November 20, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Message Olga' })).toHaveAttribute(
      'href',
      `/chat/${job._id}?with=u2`,
    );

    await user.click(within(section).getByRole('button', { name: 'Invite Olga' }));
    expect(await within(card).findByText('Invited')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Invite Olga' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo(`PATCH /api/jobs/${job._id}/applications/${applicant._id}`)[0]?.body).toEqual({
      status: 'invited',
    });
  });

  // Issue 32: the team's board — a tab per status with its count, the answers beside the applicant,
  // a move with a template's message, a private note, and the ticked ones rejected at once.
  it('runs the pipeline: tabs with counts, answers, a move with a message, a note and a bulk rejection', async () => {
    const job = makeJob({ isOwner: true });
    const person = (id: string, displayName: string) => ({
      _id: id,
      displayName,
      country: 'RU',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const olga = applicationOf(job, {
      _id: 'a0000000-0000-4000-8000-000000000001',
      user: person('u1', 'Olga'),
    });
    const ivan = applicationOf(job, {
      _id: 'a0000000-0000-4000-8000-000000000002',
      user: person('u2', 'Ivan'),
      status: 'shortlisted',
      createdAt: '2026-11-19T10:00:00.000Z',
      answers: [{ questionId: 'q1', question: 'Can you work on Sundays?', kind: 'yes_no', text: 'yes' }],
    });
    const anna = applicationOf(job, {
      _id: 'a0000000-0000-4000-8000-000000000003',
      user: person('u3', 'Anna'),
      status: 'viewed',
      createdAt: '2026-11-18T10:00:00.000Z',
    });
    const invitation = 'Hello {name}, come to an interview for {job}.';
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`GET /api/jobs/${job._id}/applications`]: () =>
        jsonResponse(200, { items: [olga, ivan, anna], nextCursor: null }),
      'GET /api/message-templates': () =>
        jsonResponse(200, {
          items: [],
          defaults: [
            { key: 'rejection', name: 'Polite rejection', text: 'Thank you, {name}.' },
            { key: 'invitation', name: 'Invitation', text: invitation },
          ],
        }),
      [`PATCH /api/jobs/${job._id}/applications/${olga._id}`]: () =>
        jsonResponse(200, { application: { ...olga, status: 'invited' } }),
      [`GET /api/jobs/${job._id}/applications/${olga._id}/notes`]: () => jsonResponse(200, { items: [] }),
      [`POST /api/jobs/${job._id}/applications/${olga._id}/notes`]: () =>
        jsonResponse(201, {
          note: {
            _id: 'n1',
            author: { _id: 'me', displayName: 'Team Lead' },
            text: 'Strong barista experience',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        }),
      [`POST /api/jobs/${job._id}/applications/bulk`]: () => jsonResponse(200, { updated: 2 }),
    });
    const { location } = renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Applicants' });
    expect(await within(section).findByRole('tab', { name: /^All\s*3$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(section).getByRole('tab', { name: /^Shortlisted\s*1$/ }));
    expect(location.search).toContain('applicants=shortlisted');
    expect(within(section).queryByText('Olga')).not.toBeInTheDocument();
    expect(within(section).getByText('Can you work on Sundays?')).toBeInTheDocument();
    expect(within(section).getByText('Yes')).toBeInTheDocument();
    await user.click(within(section).getByRole('tab', { name: /^All\s*3$/ }));
    expect(await within(section).findByText('Olga')).toBeInTheDocument();

    const olgaMove = within(section).getByRole('form', { name: 'Move \u2068Olga\u2069' });
    await user.selectOptions(within(olgaMove).getByLabelText('New status'), 'invited');
    await user.selectOptions(within(olgaMove).getByLabelText('Message template'), 'default:invitation');
    expect(within(olgaMove).getByLabelText('Message (optional)')).toHaveValue(invitation);
    await user.click(within(olgaMove).getByRole('button', { name: 'Move to “Invited”' }));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/jobs/${job._id}/applications/${olga._id}`)[0]?.body).toEqual({
        status: 'invited',
        message: invitation,
      }),
    );

    await user.click(within(section).getAllByText('Team notes (0)')[0] as HTMLElement);
    expect(await within(section).findByText('No notes yet.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/^New note/), 'Strong barista experience');
    await user.click(within(section).getByRole('button', { name: 'Save the note' }));
    expect(await within(section).findByText('Strong barista experience')).toBeInTheDocument();
    expect(within(section).getByText('Team notes (1)')).toBeInTheDocument();

    await user.click(within(section).getByRole('checkbox', { name: 'Select Ivan' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Select Anna' }));
    const bulk = within(section).getByRole('group', { name: 'Selected: 2' });
    await user.selectOptions(within(bulk).getByLabelText('Message template'), 'default:rejection');
    await user.click(within(bulk).getByRole('button', { name: 'Reject selected (2)' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/jobs/${job._id}/applications/bulk`)[0]?.body).toEqual({
        ids: [ivan._id, anna._id],
        status: 'rejected',
        message: 'Thank you, {name}.',
      }),
    );
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
