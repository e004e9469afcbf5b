import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { ConfirmPublishScreen } from './confirm-publish-screen.tsx';

const job = makeJob({ status: 'draft', published: false });

const routes: RouteObject[] = [
  { path: '/confirm-publish', element: <ConfirmPublishScreen /> },
  { path: '/my-jobs', element: <p>My jobs screen</p> },
];

function fakePublish(answer: FakeAnswer) {
  return fakeApi({
    'GET /api/config': () => jsonResponse(200, testConfig),
    [`PUT /api/jobs/${job._id}`]: answer,
  });
}

/** A response the test hands over when it chooses. */
function later() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release: (response: Response) => release(response) };
}

describe('ConfirmPublishScreen', () => {
  it('says "Job not found" without a jobId', async () => {
    fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
    renderRoute(routes, '/confirm-publish');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm publishing' })).not.toBeInTheDocument();
  });

  it('publishes, showing "Publishing…" on a disabled button meanwhile, then opens My jobs', async () => {
    const put = later();
    const api = fakePublish(put.answer);
    const user = userEvent.setup();
    const { location } = renderRoute(routes, `/confirm-publish?jobId=${job._id}`);

    expect(await screen.findByRole('heading', { name: 'Confirm publishing' })).toBeInTheDocument();
    expect(screen.getByText(/Pay on the payment page in the other tab/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm publishing' }));

    expect(await screen.findByRole('button', { name: 'Publishing…' })).toBeDisabled();
    put.release(jsonResponse(200, { job: { ...job, status: 'active', published: true }, warnings: [] }));

    expect(await screen.findByText('My jobs screen')).toBeInTheDocument();
    expect(location.pathname).toBe('/my-jobs');
    expect(location.search).toBe('?published=1');
    expect(api.callsTo(`PUT /api/jobs/${job._id}`).map((call) => call.body)).toEqual([
      { status: 'active', published: true },
    ]);
  });

  it('says the payment has not arrived when the server answers 402', async () => {
    fakePublish(() =>
      jsonResponse(402, { error: 'Pay the posting fee to publish this job', code: 'PAYMENT_REQUIRED' }),
    );
    const user = userEvent.setup();
    const { location } = renderRoute(routes, `/confirm-publish?jobId=${job._id}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm publishing' }));

    expect(await screen.findByText('Failed to publish. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(/The payment for this job has not arrived yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm publishing' })).toBeEnabled();
    expect(location.pathname).toBe('/confirm-publish');
  });

  it('shows the failure sentence alone when the reason says nothing more', async () => {
    fakePublish(() => jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' }));
    const user = userEvent.setup();
    renderRoute(routes, `/confirm-publish?jobId=${job._id}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm publishing' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to publish\. Please try again\.$/);
  });

  it('offers the donation page again', async () => {
    fakePublish(() => jsonResponse(500));
    renderRoute(routes, `/confirm-publish?jobId=${job._id}`);

    const link = await screen.findByRole('link', { name: 'Open the payment page again' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/sandbox/donate?label=${job._id}&sum=200`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('tells a signed-in owner when the payment has arrived', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const payment = {
      _id: 'p1',
      provider: 'sandbox',
      transactionId: 'sandbox-1',
      amount: 200,
      currency: 'RUB',
      payerEmail: 'sandbox-payer@example.com',
      jobId: job._id,
      createdAt: '2026-11-01T09:00:00.000Z',
      paidAt: '2026-11-01T09:00:00.000Z',
      usedForPublicationAt: null,
    };
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'GET /api/payments/my': () => jsonResponse(200, { items: [payment] }),
    });
    renderRoute(routes, `/confirm-publish?jobId=${job._id}`);

    expect(await screen.findByText('Payment received: ₽200')).toBeInTheDocument();
  });

  it('clears an older "Failed to publish" once the payment arrives', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const payments: { items: unknown[] } = { items: [] };
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      'GET /api/payments/my': () => jsonResponse(200, payments),
      [`PUT /api/jobs/${job._id}`]: () =>
        jsonResponse(402, { error: 'Pay the posting fee to publish this job', code: 'PAYMENT_REQUIRED' }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(routes, `/confirm-publish?jobId=${job._id}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm publishing' }));
    expect(await screen.findByText('Failed to publish. Please try again.')).toBeInTheDocument();

    payments.items = [
      {
        _id: 'p2',
        provider: 'sandbox',
        transactionId: 'sandbox-2',
        amount: 200,
        currency: 'RUB',
        payerEmail: 'sandbox-payer@example.com',
        jobId: job._id,
        createdAt: '2026-11-01T09:00:00.000Z',
        paidAt: '2026-11-01T09:00:00.000Z',
        usedForPublicationAt: null,
      },
    ];
    await act(() => queryClient.invalidateQueries({ queryKey: ['payments'] }));

    expect(await screen.findByText('Payment received: ₽200')).toBeInTheDocument();
    expect(screen.queryByText('Failed to publish. Please try again.')).not.toBeInTheDocument();
  });
});
