import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@debut/contract/constants';

/** Form messages are translation keys; the field renders them with `t()` (see use-field-error). */
export const FORM_MESSAGES = {
  required: 'validation.required',
  fillAllFields: 'validation.fillAllFields',
  emailInvalid: 'validation.emailInvalid',
  passwordMin: 'validation.passwordMin',
  passwordMax: 'validation.passwordMax',
  passwordsMismatch: 'validation.passwordsMismatch',
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordPattern: 'validation.passwordPattern',
  passwordPersonal: 'validation.passwordPersonal',
  currentPasswordWrong: 'validation.currentPasswordWrong',
  displayNameMax: 'validation.displayNameMax',
  mustAcceptLegal: 'validation.mustAcceptLegal',
  countryRequired: 'validation.countryRequired',
  invalid: 'validation.invalid',
  /** These take the field's bounds as `min` and `max` (see use-field-error). */
  lengthBetween: 'validation.lengthBetween',
  tooLong: 'validation.tooLong',
  wholeNumberRange: 'validation.wholeNumberRange',
  numberRange: 'validation.numberRange',
  currencyCode: 'validation.currencyCode',
} as const;

/** Interpolation values of the messages that carry a number (plural forms). */
export const FORM_MESSAGE_PARAMS: Record<string, Record<string, number>> = {
  [FORM_MESSAGES.passwordMin]: { count: PASSWORD_MIN },
  [FORM_MESSAGES.passwordMax]: { count: PASSWORD_MAX },
  [FORM_MESSAGES.displayNameMax]: { count: DISPLAY_NAME_MAX },
};
