import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { ContactScreen } from './contact-screen.tsx';

const receipt = { request: { _id: 'r1', id: 'r1', createdAt: '2026-11-25T08:00:00.000Z' } };

describe('ContactScreen', () => {
  it('fills in a signed-in person’s e-mail and sends the request with the interface language', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const api = fakeApi({ 'POST /api/support': () => jsonResponse(201, receipt) });
    const user = userEvent.setup();
    renderRoute(<ContactScreen />, '/contact');

    expect(await screen.findByRole('textbox', { name: /E-mail for the answer/ })).toHaveValue(testUser.email);
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Refund');
    await user.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      'I paid twice for job 1042 on Monday.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(`Thank you. We will answer at ${testUser.email} within 30 days.`),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/support').map((call) => call.body)).toEqual([
      {
        email: testUser.email,
        subject: 'Refund',
        message: 'I paid twice for job 1042 on Monday.',
        language: 'en',
      },
    ]);
  });

  it('checks the fields before sending, and says why the server refused', async () => {
    const api = fakeApi({
      'POST /api/support': () => jsonResponse(429, { error: 'Too many requests', code: 'RATE_LIMITED' }),
    });
    const user = userEvent.setup();
    renderRoute(<ContactScreen />, '/contact');

    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /E-mail for the answer/ }), 'visitor@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter 3 to 150 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter 10 to 5,000 characters')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), ' there');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), ' for the form?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
