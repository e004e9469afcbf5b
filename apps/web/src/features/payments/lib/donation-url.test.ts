import { describe, expect, it } from 'vitest';
import { donationLink } from './donation-url.ts';

const origin = 'https://debut.example';

describe('donationLink', () => {
  it('names the job and the sum on the sandbox page', () => {
    const link = donationLink(
      { provider: 'sandbox', donationUrl: 'https://debut.example/sandbox/donate' },
      'job-1',
      200,
      origin,
    );
    expect(link).toBe('https://debut.example/sandbox/donate?label=job-1&sum=200');
  });

  it('resolves a relative donation address against the page', () => {
    expect(donationLink({ provider: 'sandbox', donationUrl: '/sandbox/donate' }, 'job-1', 200, origin)).toBe(
      'https://debut.example/sandbox/donate?label=job-1&sum=200',
    );
  });

  it('asks YooMoney to come back to the payment result screen', () => {
    const link = new URL(
      donationLink(
        { provider: 'yoomoney', donationUrl: 'https://yoomoney.ru/quickpay/confirm' },
        'job-1',
        200,
        origin,
      ),
    );
    expect(link.origin + link.pathname).toBe('https://yoomoney.ru/quickpay/confirm');
    expect(link.searchParams.get('quickpay-form')).toBe('button');
    expect(link.searchParams.get('label')).toBe('job-1');
    expect(link.searchParams.get('sum')).toBe('200');
    expect(link.searchParams.get('successURL')).toBe(
      'https://debut.example/payment-result?status=success&jobId=job-1',
    );
  });
});
