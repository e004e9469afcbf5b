/** Form messages are translation keys; the field renders them with `t()` (see use-field-error). */
export const FORM_MESSAGES = {
  required: 'validation.required',
  fillAllFields: 'validation.fillAllFields',
  emailInvalid: 'validation.emailInvalid',
  passwordMin: 'validation.passwordMin',
  passwordMax: 'validation.passwordMax',
  passwordsMismatch: 'validation.passwordsMismatch',
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordTooGuessable: 'validation.passwordTooGuessable',
  passwordPattern: 'validation.passwordPattern',
  passwordPersonal: 'validation.passwordPersonal',
  currentPasswordWrong: 'validation.currentPasswordWrong',
  displayNameMax: 'validation.displayNameMax',
  mustAcceptLegal: 'validation.mustAcceptLegal',
  countryRequired: 'validation.countryRequired',
  invalid: 'validation.invalid',
  /** These name the field's bounds, carried in the message by `formMessage` (error-map.ts). */
  lengthBetween: 'validation.lengthBetween',
  tooLong: 'validation.tooLong',
  wholeNumberRange: 'validation.wholeNumberRange',
  numberRange: 'validation.numberRange',
  currencyCode: 'validation.currencyCode',
} as const;
