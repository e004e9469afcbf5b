import { describe, expect, it } from 'vitest';
import { ZRegisterForm } from '../features/auth/schemas/register-schema.ts';
import { EMPTY_JOB_FORM, ZJobForm } from '../features/jobs/schemas/job-form-schema.ts';
import { ZProfileForm } from '../features/profile/schemas/profile-schema.ts';
import { FORM_MESSAGES } from '../shared/forms/messages.ts';
import { formMessage } from '../shared/forms/error-map.ts';

// Issue 27: a name or a title that hides or disguises itself is refused on the form, in the reader's
// words (validation.text.*), before anything is sent; the contract holds the rule (human-text.ts).

const CASES = [
  ['\u200B\u3164\u200B\u3164', FORM_MESSAGES.textInvisible],
  ['Anna\u202E Müller', FORM_MESSAGES.textHiddenCharacter],
  ['Ze\u0336\u0337\u0338\u0339bra', formMessage(FORM_MESSAGES.textMarkStack, { max: 2 })],
  ['\u0410dm\u0456n Debut', FORM_MESSAGES.textMixedScript],
  ['Cook ✅ E-mail confirmed', FORM_MESSAGES.textBadge],
] as const;

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesOn = (result: Result, field: string) =>
  result.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message) ?? [];

describe('names and titles on the forms', () => {
  it.each(CASES)('the register form refuses the display name %j', (name, message) => {
    const form = {
      displayName: name,
      email: 'anna@example.com',
      password: 'quiet harbour lights',
      confirmPassword: 'quiet harbour lights',
      acceptTerms: true,
      acceptPrivacy: true,
    };
    expect(messagesOn(ZRegisterForm.safeParse(form), 'displayName')).toContain(message);
  });

  it.each(CASES)('the profile form refuses the display name %j', (name, message) => {
    expect(messagesOn(ZProfileForm.safeParse({ displayName: name, country: 'DE' }), 'displayName')).toContain(
      message,
    );
  });

  it.each(CASES)('the job form refuses %j as a title and as a company name', (text, message) => {
    const result = ZJobForm.safeParse({ ...EMPTY_JOB_FORM, title: text, companyName: text });
    expect(messagesOn(result, 'title')).toEqual([message]);
    expect(messagesOn(result, 'companyName')).toEqual([message]);
  });

  it('keeps real names in every script', () => {
    for (const name of ['مُحَمَّد عَبْدُ الله', 'ज़िंदगी कैफ़े', 'Nguyễn Thị Ngọc Diễm', 'Işıl Yılmaz', '山田太郎']) {
      expect(messagesOn(ZProfileForm.safeParse({ displayName: name, country: 'DE' }), 'displayName')).toEqual(
        [],
      );
    }
  });
});
