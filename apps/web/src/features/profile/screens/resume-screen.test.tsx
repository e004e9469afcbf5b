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
    expect(checkDraft({ ...draft, daysPerWeek: '9' }).problems).toEqual([
      { path: 'availability.daysPerWeek', field: 'daysPerWeek', kind: 'range', min: 1, max: 7 },
    ]);
  });

  // Issue 27 item 16: every refusal names its field and the bound to keep, never just a step.
  it('names the field and its allowed range or length for every kind of refusal', () => {
    const study = { institution: 'School No. 5', field: '', startYear: '2015', endYear: '' };
    const cases: [Partial<typeof EMPTY_DRAFT>, object][] = [
      [
        { education: [{ ...study, startYear: '1900' }] },
        { field: 'startYear', kind: 'range', min: 1950, max: 2040 },
      ],
      [
        { education: [{ ...study, startYear: 'abc' }] },
        { field: 'startYear', kind: 'range', min: 1950, max: 2040 },
      ],
      [
        { education: [{ ...study, endYear: '2099' }] },
        { field: 'endYear', kind: 'range', min: 1950, max: 2040 },
      ],
      [{ education: [{ ...study, endYear: '2010' }] }, { field: 'endYear', kind: 'endBeforeStart' }],
      [{ education: [{ ...study, institution: '' }] }, { field: 'institution', kind: 'required' }],
      [{ hoursPerDay: '30' }, { field: 'hoursPerDay', kind: 'range', min: 1, max: 24 }],
      [{ daysPerWeek: '0' }, { field: 'daysPerWeek', kind: 'range', min: 1, max: 7 }],
      [{ headline: 'x'.repeat(121) }, { field: 'headline', kind: 'tooLong', max: 120 }],
      [{ about: 'x'.repeat(2001) }, { field: 'about', kind: 'tooLong', max: 2000 }],
      [{ skills: ['x'.repeat(41)] }, { field: 'skills', kind: 'tooLong', max: 40 }],
      [
        { desiredCategories: ['a', 'b', 'c', 'd', 'e', 'f'] },
        { field: 'desiredCategories', kind: 'tooMany', max: 5 },
      ],
    ];
    for (const [change, expected] of cases) {
      const { problems } = checkDraft({ ...EMPTY_DRAFT, ...change });
      expect(problems, JSON.stringify(change)).toHaveLength(1);
      expect(problems[0], JSON.stringify(change)).toMatchObject(expected);
    }
  });
});

describe('ResumeScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('says which field is wrong and what it allows, not which step', async () => {
    fakeApi({ 'GET /api/resumes/me': () => jsonResponse(404, { error: 'None', code: 'NOT_FOUND' }) });
    window.localStorage.setItem(
      STORAGE_KEYS.resumeDraft,
      JSON.stringify({
        ...EMPTY_DRAFT,
        step: 1,
        education: [{ institution: 'School No. 5', field: '', startYear: '1900', endYear: '' }],
        hoursPerDay: '30',
      }),
    );
    renderRoute(<ResumeScreen />, '/profile/resume');
    expect(await screen.findByText('Start year: between 1950 and 2040')).toBeInTheDocument();
    expect(screen.getByText('Hours a day: between 1 and 24')).toBeInTheDocument();
  });

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
