// Brazilian Portuguese, as the web app's catalogue.
export const pt = {
  signature: 'Equipe Debut',
  greeting: 'Olá, {{name}}!',
  greetingAnonymous: 'Olá!',
  resetPassword: {
    subject: 'Redefinir sua senha do Debut',
    body_one:
      'Alguém pediu para redefinir a senha da sua conta Debut. Abra este link em até {{count}} minuto para escolher uma nova senha:',
    body_many:
      'Alguém pediu para redefinir a senha da sua conta Debut. Abra este link em até {{count}} de minutos para escolher uma nova senha:',
    body_other:
      'Alguém pediu para redefinir a senha da sua conta Debut. Abra este link em até {{count}} minutos para escolher uma nova senha:',
    ignore: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  },
  verifyEmail: {
    subject: 'Confirme o seu endereço de e-mail no Debut',
    body_one:
      'Boas-vindas ao Debut! Para confirmar que este endereço de e-mail é seu, abra este link em até {{count}} hora:',
    body_many:
      'Boas-vindas ao Debut! Para confirmar que este endereço de e-mail é seu, abra este link em até {{count}} de horas:',
    body_other:
      'Boas-vindas ao Debut! Para confirmar que este endereço de e-mail é seu, abra este link em até {{count}} horas:',
    ignore: 'Se você não se cadastrou no Debut, ignore este e-mail: o endereço continuará sem confirmação.',
  },
  appeal:
    'Se você acha que isso foi um engano, conte para a gente o porquê pelo formulário de contato: {{url}} (este endereço não recebe respostas).',
  reason: 'Motivo: {{reason}}',
  jobBlocked: {
    subject: 'Sua vaga no Debut foi bloqueada',
    body: 'Nossos moderadores bloquearam sua vaga “{{title}}” (nº {{number}}). Ela não aparece mais nas buscas e ninguém pode se candidatar.',
  },
  jobUnblocked: {
    subject: 'Sua vaga no Debut está visível de novo',
    body: 'Nossos moderadores retiraram o bloqueio da sua vaga “{{title}}” (nº {{number}}).',
  },
  accountBlocked: {
    subject: 'Sua conta Debut foi bloqueada',
    body: 'Nossos moderadores bloquearam sua conta Debut. Você não pode mais entrar, e suas vagas não aparecem mais nas buscas.',
  },
  expiryReminder: {
    subject: 'Sua vaga no Debut vai encerrar em breve',
    body_one:
      'Sua vaga “{{title}}” (nº {{number}}) será encerrada em {{count}} dia, em {{date}}. Para que ela continue no ar depois disso, publique-a de novo em “Minhas vagas” (será cobrada uma nova taxa de publicação).',
    body_many:
      'Sua vaga “{{title}}” (nº {{number}}) será encerrada em {{count}} de dias, em {{date}}. Para que ela continue no ar depois disso, publique-a de novo em “Minhas vagas” (será cobrada uma nova taxa de publicação).',
    body_other:
      'Sua vaga “{{title}}” (nº {{number}}) será encerrada em {{count}} dias, em {{date}}. Para que ela continue no ar depois disso, publique-a de novo em “Minhas vagas” (será cobrada uma nova taxa de publicação).',
  },
  supportAnswer: {
    subject: 'Resposta à sua solicitação: {{subject}}',
    intro: 'Em {{date}}, você escreveu ao suporte do Debut:',
    answer: 'Nossa resposta:',
  },
  alertDigest: {
    subject_one: '{{count}} vaga nova para o seu alerta “{{name}}”',
    subject_many: '{{count}} de vagas novas para o seu alerta “{{name}}”',
    subject_other: '{{count}} vagas novas para o seu alerta “{{name}}”',
    intro_one: 'Uma vaga nova corresponde ao seu alerta “{{name}}”:',
    intro_many: '{{count}} de vagas novas correspondem ao seu alerta “{{name}}”:',
    intro_other: '{{count}} vagas novas correspondem ao seu alerta “{{name}}”:',
    more_one: '…e mais {{count}} vaga. Veja todas: {{link}}',
    more_many: '…e mais {{count}} de vagas. Veja todas: {{link}}',
    more_other: '…e mais {{count}} vagas. Veja todas: {{link}}',
    salary: 'Salário: {{salary}}',
    noSalary: 'Salário não informado',
    distance: 'a {{distance}} km',
    manage: 'Gerencie todos os seus alertas: {{link}}',
    unsubscribe: 'Pare de receber e-mails deste alerta com um clique: {{link}}',
  },
  unsubscribeKind: 'Deixe de receber estes e-mails com um clique: {{link}}',
  applicationReceived: {
    subject: 'Novas candidaturas a «{{title}}»: {{count}}',
    body: 'Candidaturas à sua vaga «{{title}}» (n.º {{number}}) à espera de resposta: {{count}}. Abra-as no Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} convida-o: «{{title}}»',
      body: '{{company}} convidou-o para a vaga «{{title}}». Responda no chat do Debut:',
    },
    rejected: {
      subject: 'A sua candidatura a «{{title}}»',
      body: '{{company}} decidiu não avançar com a sua candidatura a «{{title}}». Obrigado por se candidatar: no Debut esperam-no mais vagas:',
    },
  },
  messageUnread: {
    subject: 'Mensagem por ler sobre «{{title}}»',
    body: '{{name}} escreveu-lhe sobre a vaga «{{title}}» e a mensagem continua por ler. Leia e responda no Debut:',
  },
  answerDue: {
    subject: 'Candidaturas a «{{title}}» aguardam a sua resposta',
    body: 'Candidaturas à sua vaga «{{title}}» (n.º {{number}}) a que prometeu responder até {{date}}: {{count}}. Responda no Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'A sua candidatura a “{{title}}” está na lista de pré-selecionados',
      body: '{{company}} colocou a sua candidatura a “{{title}}” na lista de pré-selecionados. Acompanhe-a no Debut:',
    },
    offer: {
      subject: '{{company}} faz-lhe uma proposta: “{{title}}”',
      body: '{{company}} quer fazer-lhe uma proposta para a vaga “{{title}}”. Responda-lhes no chat do Debut:',
    },
    hired: {
      subject: 'Parabéns: {{company}} contrata-o para “{{title}}”',
      body: '{{company}} escolheu-o para a vaga “{{title}}”. Parabéns e boa sorte no novo emprego! Os detalhes estão no chat do Debut:',
    },
    message: 'A mensagem deles:',
  },
  applicationExpired: {
    subject: 'A sua candidatura a “{{title}}” foi encerrada',
    body: '{{company}} não respondeu à sua candidatura a “{{title}}” no prazo prometido, por isso encerrámo-la por si. Não é por sua causa: não desanime.',
    similar: 'Vagas semelhantes de que pode gostar:',
    search: 'Encontre mais vagas no Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Recusa cordial',
      text: 'Olá, {name}: obrigado pela sua candidatura a “{job}” e pelo interesse em trabalhar connosco. Após uma análise cuidadosa, decidimos avançar com outros candidatos. Desejamos-lhe muito sucesso na sua procura.',
    },
    invitation: {
      name: 'Convite para entrevista',
      text: 'Olá, {name}: obrigado pela sua candidatura a “{job}”. Gostaríamos de o convidar para uma entrevista. Responda neste chat com os dias e horários que lhe convêm.',
    },
  },
  companyInvitation: {
    subject: 'Junte-se a {{company}} no Debut',
    body: '{{name}} convida você para a equipe de {{company}} no Debut, com a função: {{role}}. Para aceitar, abra este link até {{date}} e entre com este endereço de e-mail (confirmado):',
    ignore: 'Se você não esperava este convite, ignore este e-mail: nada muda.',
    roles: {
      owner: 'proprietário',
      recruiter: 'recrutador',
    },
  },
  companyDomain: {
    subject: 'Confirme {{domain}} para {{company}} no Debut',
    body: 'Para confirmar que {{company}} usa o domínio {{domain}}, abra este link até {{date}}:',
    ignore: 'Se você não pediu isso, ignore este e-mail: nada muda.',
  },
};
