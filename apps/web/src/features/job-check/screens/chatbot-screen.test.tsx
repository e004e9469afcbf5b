import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute } from '../../../test/render.tsx';
import { ChatbotScreen } from './chatbot-screen.tsx';

const JOB_ID = 'a1b2c3d4-0000-4000-8000-000000000043';

async function ask(answer: FakeAnswer, number: string) {
  const api = fakeApi({ 'POST /api/bot/check-job': answer });
  const user = userEvent.setup();
  renderRoute(<ChatbotScreen />, '/chatbot');
  await user.type(await screen.findByRole('textbox', { name: 'Job number' }), number);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return { api, log: screen.getByRole('log', { name: 'Conversation with the job check bot' }) };
}

describe('ChatbotScreen', () => {
  it('says a draft is not yet published and offers to activate it', async () => {
    const { log } = await ask(
      () =>
        jsonResponse(200, {
          job: {
            _id: JOB_ID,
            number: 1043,
            status: 'draft',
            published: false,
            title: 'Courier',
            isOwner: true,
          },
        }),
      '1043',
    );

    expect(await within(log).findByText('Job No. 1043 found')).toBeInTheDocument();
    expect(within(log).getByText('1043')).toBeInTheDocument();
    expect(within(log).getByText('It is not published yet.')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Activate' })).toHaveAttribute(
      'href',
      `/payment-summary/${JOB_ID}`,
    );
    expect(screen.getByRole('textbox', { name: 'Job number' })).toHaveValue('');
  });

  it('links a published job and offers nothing to pay', async () => {
    const { log } = await ask(
      () =>
        jsonResponse(200, {
          job: { _id: JOB_ID, number: 1043, status: 'active', published: true, isOwner: false },
        }),
      '1043',
    );

    expect(
      await within(log).findByText('It is published and can be found in the search.'),
    ).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Open the job' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    expect(within(log).queryByRole('link', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it("says someone else's draft is not published yet, with no dead-end link or button", async () => {
    const { log } = await ask(
      () =>
        jsonResponse(200, {
          job: { _id: JOB_ID, number: 1044, status: 'draft', published: false, isOwner: false },
        }),
      '1044',
    );

    expect(await within(log).findByText('It is not published yet.')).toBeInTheDocument();
    expect(within(log).queryByRole('link', { name: 'Open the job' })).not.toBeInTheDocument();
    expect(within(log).queryByRole('link', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('answers a 404 with "not appeared yet" and asks for a number when none is given', async () => {
    const { api, log } = await ask(
      () => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }),
      '9',
    );

    expect(await within(log).findByText('The job has not appeared yet, try later')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter the job number')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
