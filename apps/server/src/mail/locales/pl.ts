export const pl = {
  signature: 'Zespół Debut',
  greeting: 'Dzień dobry, {{name}}!',
  greetingAnonymous: 'Dzień dobry!',
  resetPassword: {
    subject: 'Resetowanie hasła do Debut',
    body_one:
      'Ktoś poprosił o zresetowanie hasła do Twojego konta Debut. Otwórz ten link w ciągu {{count}} minuty, aby ustawić nowe hasło:',
    body_few:
      'Ktoś poprosił o zresetowanie hasła do Twojego konta Debut. Otwórz ten link w ciągu {{count}} minut, aby ustawić nowe hasło:',
    body_many:
      'Ktoś poprosił o zresetowanie hasła do Twojego konta Debut. Otwórz ten link w ciągu {{count}} minut, aby ustawić nowe hasło:',
    body_other:
      'Ktoś poprosił o zresetowanie hasła do Twojego konta Debut. Otwórz ten link w ciągu {{count}} minuty, aby ustawić nowe hasło:',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  },
  verifyEmail: {
    subject: 'Potwierdź swój adres e-mail w Debut',
    body_one:
      'Witamy w Debut! Aby potwierdzić, że ten adres e-mail należy do Ciebie, otwórz ten link w ciągu {{count}} godziny:',
    body_few:
      'Witamy w Debut! Aby potwierdzić, że ten adres e-mail należy do Ciebie, otwórz ten link w ciągu {{count}} godzin:',
    body_many:
      'Witamy w Debut! Aby potwierdzić, że ten adres e-mail należy do Ciebie, otwórz ten link w ciągu {{count}} godzin:',
    body_other:
      'Witamy w Debut! Aby potwierdzić, że ten adres e-mail należy do Ciebie, otwórz ten link w ciągu {{count}} godziny:',
    ignore: 'Jeśli nie zakładałeś konta w Debut, zignoruj tę wiadomość: adres pozostanie niepotwierdzony.',
  },
  appeal:
    'Jeśli uważasz, że to pomyłka, napisz nam dlaczego przez formularz kontaktowy: {{url}} (odpowiedzi na ten adres nie są czytane).',
  reason: 'Powód: {{reason}}',
  jobBlocked: {
    subject: 'Twoja oferta w serwisie Debut została zablokowana',
    body: 'Nasi moderatorzy zablokowali Twoją ofertę „{{title}}” (nr {{number}}). Nie jest widoczna w wynikach wyszukiwania i nikt nie może się na nią zgłosić.',
  },
  jobUnblocked: {
    subject: 'Twoja oferta w serwisie Debut jest znowu widoczna',
    body: 'Nasi moderatorzy zdjęli blokadę z Twojej oferty „{{title}}” (nr {{number}}).',
  },
  accountBlocked: {
    subject: 'Twoje konto Debut zostało zablokowane',
    body: 'Nasi moderatorzy zablokowali Twoje konto Debut. Nie możesz się już zalogować, a Twoje oferty nie są widoczne w wynikach wyszukiwania.',
  },
  expiryReminder: {
    subject: 'Twoja oferta w serwisie Debut wkrótce wygaśnie',
    body_one:
      'Twoja oferta „{{title}}” (nr {{number}}) wygaśnie za {{count}} dzień, czyli {{date}}. Aby pozostała widoczna także później, opublikuj ją ponownie w sekcji „Moje oferty” (ponowna publikacja jest płatna).',
    body_few:
      'Twoja oferta „{{title}}” (nr {{number}}) wygaśnie za {{count}} dni, czyli {{date}}. Aby pozostała widoczna także później, opublikuj ją ponownie w sekcji „Moje oferty” (ponowna publikacja jest płatna).',
    body_many:
      'Twoja oferta „{{title}}” (nr {{number}}) wygaśnie za {{count}} dni, czyli {{date}}. Aby pozostała widoczna także później, opublikuj ją ponownie w sekcji „Moje oferty” (ponowna publikacja jest płatna).',
    body_other:
      'Twoja oferta „{{title}}” (nr {{number}}) wygaśnie za {{count}} dnia, czyli {{date}}. Aby pozostała widoczna także później, opublikuj ją ponownie w sekcji „Moje oferty” (ponowna publikacja jest płatna).',
  },
  supportAnswer: {
    subject: 'Odpowiedź na Twoje zgłoszenie: {{subject}}',
    intro: '{{date}} napisałeś do wsparcia Debut:',
    answer: 'Nasza odpowiedź:',
  },
  alertDigest: {
    subject_one: '{{count}} nowa oferta dla Twojego alertu „{{name}}”',
    subject_few: '{{count}} nowe oferty dla Twojego alertu „{{name}}”',
    subject_many: '{{count}} nowych ofert dla Twojego alertu „{{name}}”',
    subject_other: '{{count}} nowej oferty dla Twojego alertu „{{name}}”',
    intro_one: 'Nowa oferta pasuje do Twojego alertu „{{name}}”:',
    intro_few: '{{count}} nowe oferty pasują do Twojego alertu „{{name}}”:',
    intro_many: '{{count}} nowych ofert pasuje do Twojego alertu „{{name}}”:',
    intro_other: '{{count}} nowej oferty pasuje do Twojego alertu „{{name}}”:',
    more_one: '…i jeszcze {{count}} oferta. Zobacz wszystkie: {{link}}',
    more_few: '…i jeszcze {{count}} oferty. Zobacz wszystkie: {{link}}',
    more_many: '…i jeszcze {{count}} ofert. Zobacz wszystkie: {{link}}',
    more_other: '…i jeszcze {{count}} oferty. Zobacz wszystkie: {{link}}',
    salary: 'Wynagrodzenie: {{salary}}',
    noSalary: 'Nie podano wynagrodzenia',
    distance: 'w odległości {{distance}} km',
    manage: 'Zarządzaj wszystkimi swoimi alertami: {{link}}',
    unsubscribe: 'Wyłącz e-maile z tego alertu jednym kliknięciem: {{link}}',
  },
  unsubscribeKind: 'Wypisz się z tych wiadomości jednym kliknięciem: {{link}}',
  applicationReceived: {
    subject: 'Nowe zgłoszenia do „{{title}}”: {{count}}',
    body: 'Zgłoszenia do Twojej oferty „{{title}}” (nr {{number}}), które czekają na odpowiedź: {{count}}. Otwórz je w Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} zaprasza Cię: „{{title}}”',
      body: '{{company}} zaprasza Cię w sprawie oferty „{{title}}”. Odpowiedz na czacie w Debut:',
    },
    rejected: {
      subject: 'Twoje zgłoszenie do „{{title}}”',
      body: '{{company}} postanowiła nie kontynuować rekrutacji z Twoim zgłoszeniem do „{{title}}”. Dziękujemy za zgłoszenie: w Debut czekają na Ciebie kolejne oferty:',
    },
  },
  messageUnread: {
    subject: 'Nieprzeczytana wiadomość dotycząca „{{title}}”',
    body: '{{name}} napisał(a) do Ciebie w sprawie oferty „{{title}}”, a wiadomość nadal jest nieprzeczytana. Przeczytaj ją i odpowiedz w Debut:',
  },
  answerDue: {
    subject: 'Zgłoszenia do „{{title}}” czekają na odpowiedź',
    body: 'Zgłoszenia do Twojej oferty „{{title}}” (nr {{number}}), na które obiecano odpowiedzieć do {{date}}: {{count}}. Odpowiedz w Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Twoja aplikacja na „{{title}}” jest na krótkiej liście',
      body: '{{company}} umieścili Twoją aplikację na „{{title}}” na krótkiej liście. Śledź ją w Debut:',
    },
    offer: {
      subject: '{{company}} składają Ci ofertę: „{{title}}”',
      body: '{{company}} chcą złożyć Ci ofertę na stanowisko „{{title}}”. Odpowiedz im na czacie w Debut:',
    },
    hired: {
      subject: 'Gratulacje: {{company}} zatrudniają Cię na „{{title}}”',
      body: '{{company}} wybrali Cię na stanowisko „{{title}}”. Gratulujemy i życzymy powodzenia w nowej pracy! Szczegóły są na czacie w Debut:',
    },
    message: 'Ich wiadomość:',
  },
  applicationExpired: {
    subject: 'Twoja aplikacja na „{{title}}” została zamknięta',
    body: '{{company}} nie odpowiedzieli na Twoją aplikację na „{{title}}” w obiecanym terminie, więc zamknęliśmy ją za Ciebie. To nie Twoja wina: nie zniechęcaj się.',
    similar: 'Podobne oferty, które mogą Ci się spodobać:',
    search: 'Więcej ofert w Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Uprzejma odmowa',
      text: 'Dzień dobry, {name}, dziękujemy za aplikację na stanowisko „{job}” i zainteresowanie pracą u nas. Po dokładnym rozważeniu postanowiliśmy kontynuować rekrutację z innymi kandydatami. Życzymy powodzenia w poszukiwaniach.',
    },
    invitation: {
      name: 'Zaproszenie na rozmowę',
      text: 'Dzień dobry, {name}, dziękujemy za aplikację na stanowisko „{job}”. Chcielibyśmy zaprosić Cię na rozmowę. Napisz proszę na tym czacie, które dni i godziny Ci odpowiadają.',
    },
  },
  companyInvitation: {
    subject: 'Dołącz do {{company}} w Debut',
    body: '{{name}} zaprasza Cię do zespołu firmy {{company}} w Debut, rola: {{role}}. Aby przyjąć zaproszenie, otwórz ten link do {{date}} i zaloguj się tym (potwierdzonym) adresem e-mail:',
    ignore: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość: nic się nie zmieni.',
    roles: {
      owner: 'właściciel',
      recruiter: 'rekruter',
    },
  },
  companyDomain: {
    subject: 'Potwierdź domenę {{domain}} firmy {{company}} w Debut',
    body: 'Aby potwierdzić, że firma {{company}} używa domeny {{domain}}, otwórz ten link do {{date}}:',
    ignore: 'Jeśli o nic nie prosiłeś, zignoruj tę wiadomość: nic się nie zmieni.',
  },
};
