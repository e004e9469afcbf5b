import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { EditJobScreen } from './edit-job-screen.tsx';

const job = makeJob({ title: 'Barista', isOwner: true, requirements: null, noSpecialRequirements: true });
const routes = [
  { path: '/jobs/:id/edit', element: <EditJobScreen /> },
  { path: '/my-jobs', element: <h1>My jobs page</h1> },
];

describe('EditJobScreen', { timeout: 15_000 }, () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('fills the form with the job and sends only what changed', async () => {
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
      [`PUT /api/jobs/${job._id}`]: () =>
        jsonResponse(200, { job: { ...job, title: 'Senior barista' }, warnings: [] }),
    });
    const user = userEvent.setup();
    const { location } = renderRoute(routes, `/jobs/${job._id}/edit`);

    const title = await screen.findByRole('textbox', { name: /^Job title/ });
    expect(title).toHaveValue('Barista');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Senior barista');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My jobs page' })).toBeInTheDocument();
    expect(location.pathname).toBe('/my-jobs');
    expect(api.callsTo(`PUT /api/jobs/${job._id}`)[0]?.body).toEqual({ title: 'Senior barista' });
  });

  it('keeps the ids of the questions it shows, so answers already given stay tied to them', async () => {
    const asking = makeJob({
      ...job,
      applyBy: '2026-12-15T20:59:59.000Z',
      questions: [
        { id: 'q-sundays', text: 'Can you work on Sundays?', kind: 'yes_no', required: true },
        { id: 'q-coffee', text: 'Which coffee do you make best?', kind: 'text', required: false },
      ],
    });
    const api = fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${asking._id}`]: () => jsonResponse(200, { job: asking }),
      [`PUT /api/jobs/${asking._id}`]: () => jsonResponse(200, { job: asking, warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(routes, `/jobs/${asking._id}/edit`);

    const second = await screen.findByRole('textbox', { name: /^Question 2/ });
    expect(second).toHaveValue('Which coffee do you make best?');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.type(screen.getByRole('textbox', { name: /^Question 1/ }), ' Espresso?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    // The day shown is the saved one, so only the questions changed.
    expect(api.callsTo(`PUT /api/jobs/${asking._id}`)[0]?.body).toEqual({
      questions: [
        { id: 'q-coffee', text: 'Which coffee do you make best? Espresso?', kind: 'text', required: false },
      ],
    });
  });

  it("refuses someone else's job", async () => {
    const other = makeJob({ isOwner: false });
    fakeApi({ [`GET /api/jobs/${other._id}`]: () => jsonResponse(200, { job: other }) });
    renderRoute(routes, `/jobs/${other._id}/edit`);
    expect(await screen.findByText('You can only edit your own jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('says when the job does not exist', async () => {
    const id = 'a1b2c3d4-0000-4000-8000-0000000000ff';
    fakeApi({
      [`GET /api/jobs/${id}`]: () => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }),
    });
    renderRoute(routes, `/jobs/${id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
  });
});
