import { describe, expect, it } from 'vitest';
import { ZRegisterForm } from '../features/auth/schemas/register-schema.ts';
import { ZResetPasswordForm } from '../features/auth/schemas/reset-password-schema.ts';
import { ZChangePasswordForm } from '../features/profile/schemas/change-password-schema.ts';
import { loadPasswordChecker } from '../shared/lib/password-checker.ts';
import { FORM_MESSAGES } from '../shared/forms/messages.ts';

// Issue 16: the forms apply the contract's one password policy before anything is sent.
const registration = (password: string) => ({
  displayName: 'Maria Sanchez',
  email: 'maria.sanchez@example.com',
  password,
  confirmPassword: password,
  acceptTerms: true,
  acceptPrivacy: true,
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the one password policy on the forms', () => {
  it.each([
    ['aaaaaaaa', FORM_MESSAGES.passwordPattern],
    ['\u0000'.repeat(8), FORM_MESSAGES.passwordPattern],
    ['maria.sanchez@example.com', FORM_MESSAGES.passwordPersonal],
    ['Maria Sanchez', FORM_MESSAGES.passwordPersonal],
  ])('register refuses %j', (password, message) => {
    expect(messagesOf(ZRegisterForm.safeParse(registration(password)))).toContain(message);
  });

  it('refuses a common password on every form once the list is loaded', async () => {
    await loadPasswordChecker();
    expect(messagesOf(ZRegisterForm.safeParse(registration('Passw0rd!')))).toContain(
      FORM_MESSAGES.passwordTooCommon,
    );
    expect(messagesOf(ZResetPasswordForm.safeParse({ password: 'Passw0rd!' }))).toContain(
      FORM_MESSAGES.passwordTooCommon,
    );
    const change = { currentPassword: 'old one', newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd!' };
    expect(messagesOf(ZChangePasswordForm.safeParse(change))).toContain(FORM_MESSAGES.passwordTooCommon);
  });

  it('takes a long passphrase', () => {
    expect(ZRegisterForm.safeParse(registration('maria likes quiet harbours')).success).toBe(true);
  });
});
