export const de = {
  signature: 'Ihr Debut-Team',
  greeting: 'Hallo {{name}}!',
  greetingAnonymous: 'Hallo!',
  resetPassword: {
    subject: 'Debut-Passwort zurücksetzen',
    body_one:
      'Jemand hat angefordert, das Passwort Ihres Debut-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb von {{count}} Minute, um ein neues Passwort festzulegen:',
    body_other:
      'Jemand hat angefordert, das Passwort Ihres Debut-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb von {{count}} Minuten, um ein neues Passwort festzulegen:',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei Debut',
    body_one:
      'Willkommen bei Debut! Um zu bestätigen, dass diese E-Mail-Adresse Ihnen gehört, öffnen Sie diesen Link innerhalb von {{count}} Stunde:',
    body_other:
      'Willkommen bei Debut! Um zu bestätigen, dass diese E-Mail-Adresse Ihnen gehört, öffnen Sie diesen Link innerhalb von {{count}} Stunden:',
    ignore:
      'Wenn Sie sich nicht bei Debut registriert haben, ignorieren Sie diese E-Mail: Die Adresse bleibt unbestätigt.',
  },
  appeal:
    'Wenn Sie das für einen Fehler halten, erklären Sie uns bitte über das Kontaktformular, warum: {{url}} (Antworten an diese Adresse werden nicht gelesen).',
  reason: 'Grund: {{reason}}',
  jobBlocked: {
    subject: 'Ihr Stellenangebot auf Debut wurde gesperrt',
    body: 'Unser Moderationsteam hat Ihr Stellenangebot „{{title}}“ (Nr. {{number}}) gesperrt. Es wird in der Suche nicht mehr angezeigt, und niemand kann sich darauf bewerben.',
  },
  jobUnblocked: {
    subject: 'Ihr Stellenangebot auf Debut ist wieder sichtbar',
    body: 'Unser Moderationsteam hat die Sperre Ihres Stellenangebots „{{title}}“ (Nr. {{number}}) aufgehoben.',
  },
  accountBlocked: {
    subject: 'Ihr Debut-Konto wurde gesperrt',
    body: 'Unser Moderationsteam hat Ihr Debut-Konto gesperrt. Sie können sich nicht mehr anmelden, und Ihre Stellenangebote werden in der Suche nicht mehr angezeigt.',
  },
  expiryReminder: {
    subject: 'Ihr Stellenangebot auf Debut läuft bald ab',
    body_one:
      'Ihr Stellenangebot „{{title}}“ (Nr. {{number}}) läuft in {{count}} Tag, am {{date}}, ab. Wenn es danach weiterhin sichtbar bleiben soll, veröffentlichen Sie es unter „Meine Stellenangebote“ erneut (dafür fällt eine neue Veröffentlichungsgebühr an).',
    body_other:
      'Ihr Stellenangebot „{{title}}“ (Nr. {{number}}) läuft in {{count}} Tagen, am {{date}}, ab. Wenn es danach weiterhin sichtbar bleiben soll, veröffentlichen Sie es unter „Meine Stellenangebote“ erneut (dafür fällt eine neue Veröffentlichungsgebühr an).',
  },
  supportAnswer: {
    subject: 'Antwort auf Ihre Anfrage: {{subject}}',
    intro: 'Am {{date}} haben Sie dem Debut-Support geschrieben:',
    answer: 'Unsere Antwort:',
  },
  alertDigest: {
    subject_one: '{{count}} neues Stellenangebot für Ihren Jobalarm „{{name}}“',
    subject_other: '{{count}} neue Stellenangebote für Ihren Jobalarm „{{name}}“',
    intro_one: 'Ein neues Stellenangebot passt zu Ihrem Jobalarm „{{name}}“:',
    intro_other: '{{count}} neue Stellenangebote passen zu Ihrem Jobalarm „{{name}}“:',
    more_one: '…und {{count}} weiteres Stellenangebot. Alle ansehen: {{link}}',
    more_other: '…und {{count}} weitere Stellenangebote. Alle ansehen: {{link}}',
    salary: 'Gehalt: {{salary}}',
    noSalary: 'Gehalt nicht angegeben',
    distance: '{{distance}} km entfernt',
    manage: 'Alle Ihre Jobalarme verwalten: {{link}}',
    unsubscribe: 'E-Mails zu diesem Jobalarm mit einem Klick abbestellen: {{link}}',
  },
  unsubscribeKind: 'Diese E-Mails mit einem Klick abbestellen: {{link}}',
  applicationReceived: {
    subject: 'Neue Bewerbungen auf „{{title}}“: {{count}}',
    body: 'Bewerbungen auf Ihre Stelle „{{title}}“ (Nr. {{number}}), die auf Ihre Antwort warten: {{count}}. Öffnen Sie sie bei Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} lädt Sie ein: „{{title}}“',
      body: '{{company}} hat Sie zur Stelle „{{title}}“ eingeladen. Antworten Sie im Chat bei Debut:',
    },
    rejected: {
      subject: 'Ihre Bewerbung auf „{{title}}“',
      body: '{{company}} hat entschieden, Ihre Bewerbung auf „{{title}}“ nicht weiterzuverfolgen. Danke für Ihre Bewerbung: Bei Debut warten weitere Stellen auf Sie:',
    },
  },
  messageUnread: {
    subject: 'Ungelesene Nachricht zu „{{title}}“',
    body: '{{name}} hat Ihnen zur Stelle „{{title}}“ geschrieben, und die Nachricht ist noch ungelesen. Lesen und antworten Sie bei Debut:',
  },
  answerDue: {
    subject: 'Bewerbungen auf „{{title}}“ warten auf Ihre Antwort',
    body: 'Bewerbungen auf Ihre Stelle „{{title}}“ (Nr. {{number}}), die Sie bis zum {{date}} zu beantworten versprochen haben: {{count}}. Antworten Sie bei Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Deine Bewerbung für „{{title}}“ ist in der engeren Auswahl',
      body: '{{company}} hat deine Bewerbung für „{{title}}“ in die engere Auswahl genommen. Verfolge sie auf Debut:',
    },
    offer: {
      subject: '{{company}} macht dir ein Angebot: „{{title}}“',
      body: '{{company}} möchte dir für die Stelle „{{title}}“ ein Angebot machen. Antworte im Chat auf Debut:',
    },
    hired: {
      subject: 'Glückwunsch: {{company}} stellt dich für „{{title}}“ ein',
      body: '{{company}} hat dich für die Stelle „{{title}}“ ausgewählt. Herzlichen Glückwunsch und viel Erfolg im neuen Job! Die Einzelheiten stehen im Chat auf Debut:',
    },
    message: 'Ihre Nachricht:',
  },
  applicationExpired: {
    subject: 'Deine Bewerbung für „{{title}}“ ist geschlossen',
    body: '{{company}} hat auf deine Bewerbung für „{{title}}“ nicht in der versprochenen Zeit geantwortet, deshalb haben wir sie für dich geschlossen. Es liegt nicht an dir: Lass dich nicht entmutigen.',
    similar: 'Ähnliche Stellen, die dir gefallen könnten:',
    search: 'Weitere Stellen auf Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Höfliche Absage',
      text: 'Hallo {name}, vielen Dank für deine Bewerbung für „{job}“ und dein Interesse an einer Arbeit bei uns. Nach sorgfältiger Prüfung haben wir uns für andere Bewerberinnen und Bewerber entschieden. Wir wünschen dir viel Erfolg bei der Suche.',
    },
    invitation: {
      name: 'Einladung zum Vorstellungsgespräch',
      text: 'Hallo {name}, vielen Dank für deine Bewerbung für „{job}“. Wir möchten dich zu einem Vorstellungsgespräch einladen. Schreib uns bitte in diesem Chat, welche Tage und Uhrzeiten dir passen.',
    },
  },
  companyInvitation: {
    subject: 'Treten Sie {{company}} auf Debut bei',
    body: '{{name}} lädt Sie in das Team von {{company}} auf Debut ein, Rolle: {{role}}. Um die Einladung anzunehmen, öffnen Sie diesen Link bis zum {{date}} und melden Sie sich mit dieser (bestätigten) E-Mail-Adresse an:',
    ignore:
      'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
    roles: {
      owner: 'Inhaber',
      recruiter: 'Recruiter',
    },
  },
  companyDomain: {
    subject: 'Bestätigen Sie {{domain}} für {{company}} auf Debut',
    body: 'Um zu bestätigen, dass {{company}} die Domain {{domain}} nutzt, öffnen Sie diesen Link bis zum {{date}}:',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
};
