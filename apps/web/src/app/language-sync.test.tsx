import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../entities/auth/session-store.ts';
import { fakeApi, type FakeCall } from '../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../test/render.tsx';
import { LanguageSync } from './language-sync.tsx';

function echoUser(call: FakeCall) {
  return jsonResponse(200, { user: { ...testUser, ...(call.body as object) } });
}

describe('LanguageSync', () => {
  it('saves the interface language on an account that has another one', async () => {
    const api = fakeApi({ 'PATCH /api/auth/me': echoUser });
    session.signIn('tok', { ...testUser, language: 'ru' });
    renderRoute(<LanguageSync />);

    await waitFor(() => expect(session.get().user?.language).toBe('en'));
    expect(api.callsTo('PATCH /api/auth/me').map((call) => call.body)).toEqual([{ language: 'en' }]);
  });

  it('leaves an account alone when the languages agree, and a signed-out visitor entirely', async () => {
    const api = fakeApi({ 'PATCH /api/auth/me': echoUser });
    renderRoute(<LanguageSync />);
    session.signIn('tok', { ...testUser, language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});
