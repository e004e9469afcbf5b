import type { MailTexts } from './en.ts';

export const ru: MailTexts = {
  signature: 'Команда Debut',
  greeting: (name) => `Здравствуйте, ${name}!`,
  resetPassword: {
    subject: 'Сброс пароля в Debut',
    body: (minutes) =>
      `Кто-то запросил сброс пароля вашей учётной записи Debut. Чтобы задать новый пароль, откройте эту ссылку в течение ${minutes} минут:`,
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: ваш пароль останется прежним.',
  },
};
