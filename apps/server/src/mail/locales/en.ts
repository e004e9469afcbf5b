/** English mail texts: the catalogue every other language mirrors key for key. */
export const en = {
  signature: 'The Debut team',
  greeting: 'Hello, {{name}}!',
  greetingAnonymous: 'Hello!',
  resetPassword: {
    subject: 'Reset your Debut password',
    body_one:
      'Someone asked to reset the password of your Debut account. Open this link within {{count}} minute to choose a new password:',
    body_other:
      'Someone asked to reset the password of your Debut account. Open this link within {{count}} minutes to choose a new password:',
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  verifyEmail: {
    subject: 'Confirm your e-mail address on Debut',
    body_one:
      'Welcome to Debut! To confirm that this e-mail address is yours, open this link within {{count}} hour:',
    body_other:
      'Welcome to Debut! To confirm that this e-mail address is yours, open this link within {{count}} hours:',
    ignore: 'If you did not sign up for Debut, ignore this e-mail: the address stays unconfirmed.',
  },
  appeal:
    'If you think this is a mistake, tell us why through the contact form: {{url}} (this address does not receive replies).',
  reason: 'Reason: {{reason}}',
  jobBlocked: {
    subject: 'Your vacancy on Debut was blocked',
    body: 'Our moderators blocked your vacancy “{{title}}” (No. {{number}}). It is hidden from search and nobody can apply to it.',
  },
  jobUnblocked: {
    subject: 'Your vacancy on Debut is visible again',
    body: 'Our moderators lifted the block on your vacancy “{{title}}” (No. {{number}}).',
  },
  accountBlocked: {
    subject: 'Your Debut account was blocked',
    body: 'Our moderators blocked your Debut account. You can no longer sign in, and your vacancies are hidden from search.',
  },
  expiryReminder: {
    subject: 'Your vacancy on Debut ends soon',
    body_one:
      'Your vacancy “{{title}}” (No. {{number}}) closes in {{count}} day, on {{date}}. To keep it live after that, publish it again from My jobs (a new posting fee applies).',
    body_other:
      'Your vacancy “{{title}}” (No. {{number}}) closes in {{count}} days, on {{date}}. To keep it live after that, publish it again from My jobs (a new posting fee applies).',
  },
  supportAnswer: {
    subject: 'Answer to your request: {{subject}}',
    intro: 'On {{date}} you wrote to Debut support:',
    answer: 'Our answer:',
  },
  alertDigest: {
    subject_one: '{{count}} new job for your alert “{{name}}”',
    subject_other: '{{count}} new jobs for your alert “{{name}}”',
    intro_one: 'A new job matches your alert “{{name}}”:',
    intro_other: '{{count}} new jobs match your alert “{{name}}”:',
    more_one: '…and {{count}} more job. See them all: {{link}}',
    more_other: '…and {{count}} more jobs. See them all: {{link}}',
    salary: 'Salary: {{salary}}',
    noSalary: 'Salary not stated',
    distance: '{{distance}} km away',
    manage: 'Manage all your alerts: {{link}}',
    unsubscribe: 'Stop e-mails for this alert with one click: {{link}}',
  },
  unsubscribeKind: 'Stop these e-mails with one click: {{link}}',
  applicationReceived: {
    subject: 'New applications to “{{title}}”: {{count}}',
    body: 'Applications to your vacancy “{{title}}” (No. {{number}}) waiting for your answer: {{count}}. Open them on Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} invites you: “{{title}}”',
      body: '{{company}} has invited you about the vacancy “{{title}}”. Answer them in the chat on Debut:',
    },
    rejected: {
      subject: 'Your application to “{{title}}”',
      body: '{{company}} has decided not to go on with your application to “{{title}}”. Thank you for applying: more vacancies are waiting for you on Debut:',
    },
  },
  messageUnread: {
    subject: 'Unread message about “{{title}}”',
    body: '{{name}} wrote to you about the vacancy “{{title}}”, and the message is still unread. Read it and answer on Debut:',
  },
  answerDue: {
    subject: 'Applications to “{{title}}” wait for your answer',
    body: 'Applications to your vacancy “{{title}}” (No. {{number}}) that you promised to answer by {{date}}: {{count}}. Answer them on Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Your application to “{{title}}” is on the shortlist',
      body: '{{company}} has put your application to “{{title}}” on their shortlist. Follow it on Debut:',
    },
    offer: {
      subject: '{{company}} makes you an offer: “{{title}}”',
      body: '{{company}} would like to make you an offer for the vacancy “{{title}}”. Answer them in the chat on Debut:',
    },
    hired: {
      subject: 'Congratulations: {{company}} hires you for “{{title}}”',
      body: '{{company}} has chosen you for the vacancy “{{title}}”. Congratulations, and good luck in your new job! The details are in the chat on Debut:',
    },
    message: 'Their message:',
  },
  applicationExpired: {
    subject: 'Your application to “{{title}}” is closed',
    body: '{{company}} did not answer your application to “{{title}}” within the time they promised, so we have closed it for you. It is not about you: please do not lose heart.',
    similar: 'Similar vacancies you may like:',
    search: 'Find more vacancies on Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Polite rejection',
      text: 'Dear {name}, thank you for applying for “{job}” and for your interest in working with us. After careful consideration we have decided to go on with other candidates. We wish you every success in your search.',
    },
    invitation: {
      name: 'Invitation to an interview',
      text: 'Dear {name}, thank you for applying for “{job}”. We would like to invite you to an interview. Please reply in this chat with the days and times that suit you.',
    },
  },
  companyInvitation: {
    subject: 'Join {{company}} on Debut',
    body: '{{name}} invites you to the team of {{company}} on Debut as {{role}}. To accept, open this link by {{date}} and sign in with this e-mail address (confirmed):',
    ignore: 'If you do not expect this invitation, ignore this e-mail: nothing changes.',
    roles: {
      owner: 'an owner',
      recruiter: 'a recruiter',
    },
  },
  companyDomain: {
    subject: 'Confirm {{domain}} for {{company}} on Debut',
    body: 'To confirm that {{company}} uses the domain {{domain}}, open this link by {{date}}:',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  },
};
