import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute } from '../../../test/render.tsx';
import { FloatingHelper } from './floating-helper.tsx';

const JOB_ID = 'a1b2c3d4-0000-4000-8000-000000000042';

function setup(answer: FakeAnswer) {
  const api = fakeApi({ 'POST /api/bot/check-job': answer });
  const user = userEvent.setup();
  renderRoute(<FloatingHelper />);
  return { api, user };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Check a job' }));
  return screen.findByRole('textbox', { name: 'Job number' });
}

describe('FloatingHelper', () => {
  it('opens a panel with title, description and focus in the field', async () => {
    const { user } = setup(() => jsonResponse(500));
    const button = screen.getByRole('button', { name: 'Check a job' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const field = await openPanel(user);

    expect(screen.getByRole('dialog', { name: 'Check a job' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the job number to see whether/)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('asks for the job number when the field holds only spaces', async () => {
    const { api, user } = setup(() => jsonResponse(500));
    const field = await openPanel(user);

    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('Please enter the job number')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('says the job has not appeared yet on a 404', async () => {
    const { api, user } = setup(() => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }));
    await user.type(await openPanel(user), ' 1024 ');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('The job has not appeared yet, try later')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ jobId: '1024' });
  });

  it('says an error occurred on any other failure', async () => {
    const { user } = setup(() => jsonResponse(429, { error: 'Too many requests', code: 'RATE_LIMITED' }));
    await user.type(await openPanel(user), '1024');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('An error occurred, try later')).toBeInTheDocument();
  });

  it('shows "Checking…" while busy, then the found job with a link in a new tab', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await user.type(await openPanel(user), '1042');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const busy = await screen.findByRole('button', { name: 'Checking…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    release(
      jsonResponse(200, {
        job: {
          _id: JOB_ID,
          number: 1042,
          status: 'active',
          published: true,
          title: 'Barista',
          isOwner: false,
        },
      }),
    );

    expect(await screen.findByText('Job No. 1042 found')).toBeInTheDocument();
    expect(screen.getByText('Barista')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the job in a new tab' });
    expect(link).toHaveAttribute('href', `/jobs/${JOB_ID}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'false');
  });

  it("offers no link to someone else's draft, which would only answer 'not found'", async () => {
    const { user } = setup(() =>
      jsonResponse(200, {
        job: { _id: JOB_ID, number: 1045, status: 'draft', published: false, isOwner: false },
      }),
    );
    await user.type(await openPanel(user), '1045');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('It is not published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the job in a new tab' })).not.toBeInTheDocument();
  });

  // Issue 33: the owner learns that a job marked "no experience" asks for some, in their language.
  it("flags the owner's job whose text contradicts its experience level", async () => {
    const { user } = setup(() =>
      jsonResponse(200, {
        job: {
          _id: JOB_ID,
          number: 1046,
          status: 'draft',
          published: false,
          title: 'Barista',
          isOwner: true,
          warnings: [{ code: 'EXPERIENCE_CONTRADICTION', text: 'Server wording' }],
        },
      }),
    );
    await user.type(await openPanel(user), '1046');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(
      await screen.findByText(/The job says no experience is needed, but its text asks for experience/),
    ).toBeInTheDocument();
  });

  it('starts clean on every opening; Escape and Close return focus to the button', async () => {
    const { user } = setup(() => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }));
    const button = screen.getByRole('button', { name: 'Check a job' });

    await user.type(await openPanel(user), '77');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The job has not appeared yet, try later')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    const field = await openPanel(user);
    expect(field).toHaveValue('');
    expect(screen.queryByText('The job has not appeared yet, try later')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
