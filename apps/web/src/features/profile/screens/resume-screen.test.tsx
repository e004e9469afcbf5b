import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@debut/contract/constants';
import { ZResumeResponse, type TResume } from '@debut/contract/resumes';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { checkDraft, EMPTY_DRAFT, requestOf } from '../lib/resume-draft.ts';
import { ResumeScreen } from './resume-screen.tsx';

describe('the CV draft', () => {
  it('leaves out rows not begun and turns typed numbers into the request', () => {
    const draft = {
      ...EMPTY_DRAFT,
      headline: 'Student',
      education: [
        { institution: 'School No. 5', field: '', startYear: '2015', endYear: '2026' },
        { institution: '', field: '', startYear: '', endYear: '' },
      ],
      languages: [
        { code: 'ru', level: 'native' as const },
        { code: '', level: 'basic' as const },
      ],
      daysPerWeek: '3',
    };
    expect(requestOf(draft)).toMatchObject({
      education: [{ institution: 'School No. 5', startYear: 2015, endYear: 2026 }],
      languages: [{ code: 'ru', level: 'native' }],
      availability: { daysPerWeek: 3 },
    });
    expect(checkDraft(draft).problems).toEqual([]);
    expect(checkDraft({ ...draft, daysPerWeek: '9' }).problems).toEqual(['availability']);
  });
});

describe('ResumeScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('keeps every change in this browser, saves it once valid, and reopens on the same step', async () => {
    let saved: TResume | null = null;
    const api = fakeApi({
      'GET /api/resumes/me': () =>
        saved
          ? jsonResponse(200, { resume: saved })
          : jsonResponse(404, { error: 'None', code: 'NOT_FOUND' }),
      'PUT /api/resumes/me': (call) => {
        saved = ZResumeResponse.parse({
          resume: { ...(call.body as object), updatedAt: '2026-11-25T10:00:00.000Z' },
        }).resume;
        return jsonResponse(200, { resume: saved });
      },
    });
    const view = renderRoute(<ResumeScreen />, '/profile/resume');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Headline'), 'Student looking for shifts');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.resumeDraft) ?? '{}')).toMatchObject({
      headline: 'Student looking for shifts',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT /api/resumes/me')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('PUT /api/resumes/me')[0]?.body).toMatchObject({
      headline: 'Student looking for shifts',
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();

    // A new visit (the tab was closed) opens the draft on its step.
    view.unmount();
    renderRoute(<ResumeScreen />, '/profile/resume');
    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Headline')).toHaveValue('Student looking for shifts');
  });
});
