import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPayment } from '@debut/contract/payments';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { PaymentResultScreen } from './payment-result-screen.tsx';

const job = makeJob({ status: 'draft', published: false, isOwner: true });
const payment: TPayment = {
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

function fakeServer(payments: { items: TPayment[] }, served = job) {
  return fakeApi({
    [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job: served }),
    'GET /api/payments/my': () => jsonResponse(200, payments),
  });
}

describe('PaymentResultScreen', () => {
  it('says the payment was received only when the server holds it, and leads on to confirming', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    fakeServer({ items: [payment] });
    renderRoute(<PaymentResultScreen />, `/payment-result?status=success&jobId=${job._id}`);

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/Your payment has been received/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm publishing' })).toHaveAttribute(
      'href',
      `/confirm-publish?jobId=${job._id}`,
    );
  });

  it('opened by hand without a payment, waits and keeps asking instead of claiming success', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const payments = { items: [] as TPayment[] };
    const api = fakeServer(payments);
    const { queryClient } = renderRoute(
      <PaymentResultScreen />,
      `/payment-result?status=success&jobId=${job._id}`,
    );

    expect(await screen.findByRole('heading', { name: 'Waiting for the payment' })).toBeInTheDocument();
    expect(screen.queryByText(/Your payment has been received/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Confirm publishing' })).not.toBeInTheDocument();

    // The aggregator's notification reaches the server; the next question finds it.
    payments.items = [payment];
    await act(() => queryClient.invalidateQueries({ queryKey: ['payments'] }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/payments/my').length).toBeGreaterThanOrEqual(2);
  });

  it('says an already published job is live rather than paid again', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    fakeServer(
      { items: [{ ...payment, usedForPublicationAt: '2026-11-01T10:00:00.000Z' }] },
      { ...job, status: 'active', published: true },
    );
    renderRoute(<PaymentResultScreen />, `/payment-result?status=success&jobId=${job._id}`);

    expect(await screen.findByRole('heading', { name: 'Your job is already published' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', `/jobs/${job._id}`);
  });

  it('claims nothing to a visitor who is not signed in', async () => {
    fakeApi({});
    renderRoute(<PaymentResultScreen />, `/payment-result?status=success&jobId=${job._id}`);

    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Your payment has been received/)).not.toBeInTheDocument();
  });

  it('after a failed payment says so and offers to try again', async () => {
    renderRoute(<PaymentResultScreen />, '/payment-result?status=fail&jobId=job-7');

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Payment failed: An error occurred while processing payment'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment-summary/job-7');
    expect(screen.queryByRole('link', { name: 'Confirm publishing' })).not.toBeInTheDocument();
  });
});
