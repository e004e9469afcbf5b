import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute } from '../../../test/render.tsx';
import { TestPaymentsRibbon } from './test-payments-ribbon.tsx';

describe('TestPaymentsRibbon', () => {
  it('says payments are tests while the sandbox provider runs', async () => {
    fakeApi({ 'GET /api/config': () => jsonResponse(200, testConfig) });
    renderRoute(<TestPaymentsRibbon />);

    const ribbon = await screen.findByRole('note');
    expect(ribbon).toHaveTextContent('Test payments');
    expect(ribbon).toHaveAttribute('title', 'Payments here are simulated: no real money is charged.');
  });

  it('is absent with a real provider', async () => {
    fakeApi({
      'GET /api/config': () =>
        jsonResponse(200, {
          ...testConfig,
          payment: { provider: 'yoomoney', donationUrl: 'https://yoomoney.ru/quickpay/confirm' },
        }),
    });
    const { queryClient } = renderRoute(<TestPaymentsRibbon />);

    await vi.waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
