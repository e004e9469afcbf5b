import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TApplication } from '@debut/contract/applications';
import type { TJob } from '@debut/contract/jobs';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi, inTurn, type FakeAnswer } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobScreen } from '../screens/job-screen.tsx';

const routes = [{ path: '/jobs/:id', element: <JobScreen /> }];

const questions: TJob['questions'] = [
  { id: 'why', text: 'Why this café?', kind: 'text', required: true },
  { id: 'weekends', text: 'Can you work weekends?', kind: 'yes_no', required: true },
  { id: 'extra', text: 'Anything else?', kind: 'text', required: false },
];

function applicationOf(job: TJob): TApplication {
  return {
    _id: 'b1b2c3d4-0000-4000-8000-000000000001',
    job,
    coverLetter: null,
    status: 'sent',
    createdAt: '2026-11-20T10:00:00.000Z',
    history: [{ status: 'sent', at: '2026-11-20T10:00:00.000Z', message: null }],
    answers: [],
    dueAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

function serve(job: TJob, apply: FakeAnswer = () => jsonResponse(201, { application: applicationOf(job) })) {
  return fakeApi({
    'GET /api/config': () => jsonResponse(200, testConfig),
    [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
    [`POST /api/applications/${job._id}`]: apply,
  });
}

describe('ApplyPanel with screening questions and a last day', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('asks the questions, refuses to send with a required one unanswered, then sends the answers', async () => {
    const job = makeJob({ isOwner: false, applied: false, questions });
    const api = serve(job);
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: `Apply: ${job.title}` });
    expect(within(dialog).getByRole('group', { name: "Employer's questions" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Why this café\?/ }), 'I love coffee');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Answer the employer's required questions before applying.",
    );
    expect(within(dialog).getByText('Answer this question')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/applications/${job._id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByLabelText('Cover letter (optional)'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    // The optional question left blank is not sent.
    expect(api.callsTo(`POST /api/applications/${job._id}`)[0]?.body).toEqual({
      coverLetter: 'Hello',
      answers: [
        { questionId: 'why', text: 'I love coffee' },
        { questionId: 'weekends', text: 'no' },
      ],
    });
  });

  it("shows the server's APPLY_CLOSED and ANSWERS_REQUIRED as clear texts", async () => {
    const job = makeJob({ isOwner: false, applied: false });
    serve(
      job,
      inTurn(
        () => jsonResponse(409, { error: 'Applications are closed', code: 'APPLY_CLOSED' }),
        () => jsonResponse(400, { error: 'Answer the required questions', code: 'ANSWERS_REQUIRED' }),
      ),
    );
    renderRoute(routes, `/jobs/${job._id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: `Apply: ${job.title}` });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Application error: Applications for this job are closed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText(/required questions before applying/)).toHaveTextContent(
      "Application error: Answer the employer's required questions before applying.",
    );
  });

  it('says "Apply by" with the date, and that applications are closed once it passed', async () => {
    const open = makeJob({ isOwner: false, applied: false, applyBy: '2999-12-31T12:00:00.000Z' });
    serve(open);
    const { unmount } = renderRoute(routes, `/jobs/${open._id}`);
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByText('Apply by December 31, 2999')).toBeInTheDocument();
    unmount();

    const past = makeJob({ isOwner: false, applied: false, applyBy: '2020-01-01T12:00:00.000Z' });
    serve(past);
    renderRoute(routes, `/jobs/${past._id}`);
    expect(await screen.findByText('Applications for this job are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
