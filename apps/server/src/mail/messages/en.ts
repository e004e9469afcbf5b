/** English mail texts: the source every other language mirrors key for key. */
export const en = {
  signature: 'The Debut team',
  greeting: (name: string) => `Hello, ${name}!`,
  resetPassword: {
    subject: 'Reset your Debut password',
    body: (minutes: number) =>
      `Someone asked to reset the password of your Debut account. Open this link within ${minutes} minutes to choose a new password:`,
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
};
export type MailTexts = typeof en;
