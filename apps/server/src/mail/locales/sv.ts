export const sv = {
  signature: 'Debut-teamet',
  greeting: 'Hej {{name}}!',
  greetingAnonymous: 'Hej!',
  resetPassword: {
    subject: 'Återställ ditt lösenord till Debut',
    body_one:
      'Någon har bett om att återställa lösenordet till ditt Debut-konto. Öppna den här länken inom {{count}} minut för att välja ett nytt lösenord:',
    body_other:
      'Någon har bett om att återställa lösenordet till ditt Debut-konto. Öppna den här länken inom {{count}} minuter för att välja ett nytt lösenord:',
    ignore: 'Om det inte var du kan du bortse från det här mejlet: ditt lösenord förblir oförändrat.',
  },
  verifyEmail: {
    subject: 'Bekräfta din e-postadress på Debut',
    body_one:
      'Välkommen till Debut! Öppna den här länken inom {{count}} timme för att bekräfta att e-postadressen är din:',
    body_other:
      'Välkommen till Debut! Öppna den här länken inom {{count}} timmar för att bekräfta att e-postadressen är din:',
    ignore:
      'Om du inte har registrerat dig på Debut kan du ignorera det här mejlet: adressen förblir obekräftad.',
  },
  appeal:
    'Om du tror att det här är ett misstag kan du berätta varför via kontaktformuläret: {{url}} (svar till den här adressen läses inte).',
  reason: 'Anledning: {{reason}}',
  jobBlocked: {
    subject: 'Din jobbannons på Debut har blockerats',
    body: 'Våra moderatorer har blockerat din jobbannons ”{{title}}” (nr {{number}}). Den visas inte längre i sökresultaten och ingen kan söka jobbet.',
  },
  jobUnblocked: {
    subject: 'Din jobbannons på Debut syns igen',
    body: 'Våra moderatorer har hävt blockeringen av din jobbannons ”{{title}}” (nr {{number}}).',
  },
  accountBlocked: {
    subject: 'Ditt Debut-konto har blockerats',
    body: 'Våra moderatorer har blockerat ditt Debut-konto. Du kan inte längre logga in, och dina jobbannonser visas inte i sökresultaten.',
  },
  expiryReminder: {
    subject: 'Din jobbannons på Debut löper snart ut',
    body_one:
      'Din jobbannons ”{{title}}” (nr {{number}}) stängs om {{count}} dag, den {{date}}. Om du vill att den ska ligga kvar efter det kan du publicera den igen under ”Mina jobb” (en ny publiceringsavgift tillkommer).',
    body_other:
      'Din jobbannons ”{{title}}” (nr {{number}}) stängs om {{count}} dagar, den {{date}}. Om du vill att den ska ligga kvar efter det kan du publicera den igen under ”Mina jobb” (en ny publiceringsavgift tillkommer).',
  },
  supportAnswer: {
    subject: 'Svar på din förfrågan: {{subject}}',
    intro: 'Den {{date}} skrev du till Debuts support:',
    answer: 'Vårt svar:',
  },
  alertDigest: {
    subject_one: '{{count}} nytt jobb för din bevakning ”{{name}}”',
    subject_other: '{{count}} nya jobb för din bevakning ”{{name}}”',
    intro_one: 'Ett nytt jobb matchar din bevakning ”{{name}}”:',
    intro_other: '{{count}} nya jobb matchar din bevakning ”{{name}}”:',
    more_one: '…och {{count}} jobb till. Se alla: {{link}}',
    more_other: '…och {{count}} jobb till. Se alla: {{link}}',
    salary: 'Lön: {{salary}}',
    noSalary: 'Lön ej angiven',
    distance: '{{distance}} km bort',
    manage: 'Hantera alla dina bevakningar: {{link}}',
    unsubscribe: 'Stäng av mejlen för den här bevakningen med ett klick: {{link}}',
  },
  unsubscribeKind: 'Avsluta de här e-postmeddelandena med ett klick: {{link}}',
  applicationReceived: {
    subject: 'Nya ansökningar till ”{{title}}”: {{count}}',
    body: 'Ansökningar till din annons ”{{title}}” (nr {{number}}) som väntar på svar: {{count}}. Öppna dem på Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} bjuder in dig: ”{{title}}”',
      body: '{{company}} har bjudit in dig angående annonsen ”{{title}}”. Svara i chatten på Debut:',
    },
    rejected: {
      subject: 'Din ansökan till ”{{title}}”',
      body: '{{company}} har beslutat att inte gå vidare med din ansökan till ”{{title}}”. Tack för att du sökte: fler jobb väntar på dig på Debut:',
    },
  },
  messageUnread: {
    subject: 'Oläst meddelande om ”{{title}}”',
    body: '{{name}} skrev till dig om annonsen ”{{title}}” och meddelandet är fortfarande oläst. Läs och svara på Debut:',
  },
  answerDue: {
    subject: 'Ansökningar till ”{{title}}” väntar på ditt svar',
    body: 'Ansökningar till din annons ”{{title}}” (nr {{number}}) som du lovat att svara på senast {{date}}: {{count}}. Svara på Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Din ansökan till ”{{title}}” är på kortlistan',
      body: '{{company}} har satt din ansökan till ”{{title}}” på sin kortlista. Följ den på Debut:',
    },
    offer: {
      subject: '{{company}} ger dig ett erbjudande: ”{{title}}”',
      body: '{{company}} vill ge dig ett erbjudande för tjänsten ”{{title}}”. Svara dem i chatten på Debut:',
    },
    hired: {
      subject: 'Grattis: {{company}} anställer dig som ”{{title}}”',
      body: '{{company}} har valt dig till tjänsten ”{{title}}”. Grattis och lycka till på nya jobbet! Detaljerna finns i chatten på Debut:',
    },
    message: 'Deras meddelande:',
  },
  applicationExpired: {
    subject: 'Din ansökan till ”{{title}}” är stängd',
    body: '{{company}} svarade inte på din ansökan till ”{{title}}” inom den utlovade tiden, så vi har stängt den åt dig. Det beror inte på dig: tappa inte modet.',
    similar: 'Liknande jobb som du kanske gillar:',
    search: 'Hitta fler jobb på Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Artigt avslag',
      text: 'Hej {name}! Tack för din ansökan till ”{job}” och för ditt intresse för att arbeta hos oss. Efter noggrant övervägande har vi valt att gå vidare med andra kandidater. Vi önskar dig lycka till i ditt sökande.',
    },
    invitation: {
      name: 'Inbjudan till intervju',
      text: 'Hej {name}! Tack för din ansökan till ”{job}”. Vi vill gärna bjuda in dig till en intervju. Svara i den här chatten med de dagar och tider som passar dig.',
    },
  },
  companyInvitation: {
    subject: 'Gå med i {{company}} på Debut',
    body: '{{name}} bjuder in dig till teamet på {{company}} på Debut, roll: {{role}}. För att tacka ja, öppna den här länken senast {{date}} och logga in med den här (bekräftade) e-postadressen:',
    ignore: 'Om du inte väntade dig den här inbjudan kan du strunta i mejlet: ingenting ändras.',
    roles: {
      owner: 'ägare',
      recruiter: 'rekryterare',
    },
  },
  companyDomain: {
    subject: 'Bekräfta {{domain}} för {{company}} på Debut',
    body: 'För att bekräfta att {{company}} använder domänen {{domain}}, öppna den här länken senast {{date}}:',
    ignore: 'Om du inte har bett om detta kan du strunta i mejlet: ingenting ändras.',
  },
};
