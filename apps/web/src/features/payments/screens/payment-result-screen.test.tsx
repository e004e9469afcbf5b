import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { PaymentResultScreen } from './payment-result-screen.tsx';

describe('PaymentResultScreen', () => {
  it('after a successful payment leads on to confirming the job', async () => {
    renderRoute(<PaymentResultScreen />, '/payment-result?status=success&jobId=job-7');

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/Your payment has been received/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm publishing' })).toHaveAttribute(
      'href',
      '/confirm-publish?jobId=job-7',
    );
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
