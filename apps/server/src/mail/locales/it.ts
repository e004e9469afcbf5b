export const it = {
  signature: 'Il team di Debut',
  greeting: 'Ciao {{name}}!',
  greetingAnonymous: 'Ciao!',
  resetPassword: {
    subject: 'Reimposta la password di Debut',
    body_one:
      'Qualcuno ha chiesto di reimpostare la password del tuo account Debut. Apri questo link entro {{count}} minuto per scegliere una nuova password:',
    body_many:
      'Qualcuno ha chiesto di reimpostare la password del tuo account Debut. Apri questo link entro {{count}} minuti per scegliere una nuova password:',
    body_other:
      'Qualcuno ha chiesto di reimpostare la password del tuo account Debut. Apri questo link entro {{count}} minuti per scegliere una nuova password:',
    ignore: 'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
  },
  verifyEmail: {
    subject: 'Conferma il tuo indirizzo e-mail su Debut',
    body_one:
      'Benvenuto su Debut! Per confermare che questo indirizzo e-mail è tuo, apri questo link entro {{count}} ora:',
    body_many:
      'Benvenuto su Debut! Per confermare che questo indirizzo e-mail è tuo, apri questo link entro {{count}} di ore:',
    body_other:
      'Benvenuto su Debut! Per confermare che questo indirizzo e-mail è tuo, apri questo link entro {{count}} ore:',
    ignore: 'Se non ti sei registrato su Debut, ignora questa e-mail: l’indirizzo resterà non confermato.',
  },
  appeal:
    'Se pensi che si tratti di un errore, spiegaci perché tramite il modulo di contatto: {{url}} (questo indirizzo non riceve risposte).',
  reason: 'Motivo: {{reason}}',
  jobBlocked: {
    subject: 'La tua offerta su Debut è stata bloccata',
    body: 'I nostri moderatori hanno bloccato la tua offerta «{{title}}» (n. {{number}}). Non compare più nei risultati di ricerca e nessuno può candidarsi.',
  },
  jobUnblocked: {
    subject: 'La tua offerta su Debut è di nuovo visibile',
    body: 'I nostri moderatori hanno rimosso il blocco dalla tua offerta «{{title}}» (n. {{number}}).',
  },
  accountBlocked: {
    subject: 'Il tuo account Debut è stato bloccato',
    body: 'I nostri moderatori hanno bloccato il tuo account Debut. Non puoi più accedere e le tue offerte non compaiono più nei risultati di ricerca.',
  },
  expiryReminder: {
    subject: 'La tua offerta su Debut sta per scadere',
    body_one:
      'La tua offerta «{{title}}» (n. {{number}}) scadrà tra {{count}} giorno, il {{date}}. Per mantenerla online anche dopo, pubblicala di nuovo dalla sezione «Le mie offerte» (la nuova pubblicazione è a pagamento).',
    body_many:
      'La tua offerta «{{title}}» (n. {{number}}) scadrà tra {{count}} giorni, il {{date}}. Per mantenerla online anche dopo, pubblicala di nuovo dalla sezione «Le mie offerte» (la nuova pubblicazione è a pagamento).',
    body_other:
      'La tua offerta «{{title}}» (n. {{number}}) scadrà tra {{count}} giorni, il {{date}}. Per mantenerla online anche dopo, pubblicala di nuovo dalla sezione «Le mie offerte» (la nuova pubblicazione è a pagamento).',
  },
  supportAnswer: {
    subject: 'Risposta alla tua richiesta: {{subject}}',
    intro: 'Il {{date}} hai scritto all’assistenza di Debut:',
    answer: 'La nostra risposta:',
  },
  alertDigest: {
    subject_one: '{{count}} nuova offerta per il tuo avviso «{{name}}»',
    subject_many: '{{count}} nuove offerte per il tuo avviso «{{name}}»',
    subject_other: '{{count}} nuove offerte per il tuo avviso «{{name}}»',
    intro_one: 'Una nuova offerta corrisponde al tuo avviso «{{name}}»:',
    intro_many: '{{count}} nuove offerte corrispondono al tuo avviso «{{name}}»:',
    intro_other: '{{count}} nuove offerte corrispondono al tuo avviso «{{name}}»:',
    more_one: '…e {{count}} altra offerta. Vedile tutte: {{link}}',
    more_many: '…e altre {{count}} offerte. Vedile tutte: {{link}}',
    more_other: '…e altre {{count}} offerte. Vedile tutte: {{link}}',
    salary: 'Stipendio: {{salary}}',
    noSalary: 'Stipendio non indicato',
    distance: 'a {{distance}} km',
    manage: 'Gestisci tutti i tuoi avvisi: {{link}}',
    unsubscribe: 'Smetti di ricevere le e-mail di questo avviso con un clic: {{link}}',
  },
  unsubscribeKind: 'Smetti di ricevere queste e-mail con un clic: {{link}}',
  applicationReceived: {
    subject: 'Nuove candidature per «{{title}}»: {{count}}',
    body: 'Candidature alla tua offerta «{{title}}» (n. {{number}}) in attesa di risposta: {{count}}. Aprile su Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} ti invita: «{{title}}»',
      body: '{{company}} ti ha invitato per l’offerta «{{title}}». Rispondi nella chat di Debut:',
    },
    rejected: {
      subject: 'La tua candidatura per «{{title}}»',
      body: '{{company}} ha deciso di non proseguire con la tua candidatura per «{{title}}». Grazie per esserti candidato: su Debut ti aspettano altre offerte:',
    },
  },
  messageUnread: {
    subject: 'Messaggio non letto su «{{title}}»',
    body: '{{name}} ti ha scritto sull’offerta «{{title}}» e il messaggio non è ancora stato letto. Leggilo e rispondi su Debut:',
  },
  answerDue: {
    subject: 'Candidature per «{{title}}» attendono la tua risposta',
    body: 'Candidature alla tua offerta «{{title}}» (n. {{number}}) a cui hai promesso di rispondere entro il {{date}}: {{count}}. Rispondi su Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'La tua candidatura per «{{title}}» è tra i preselezionati',
      body: '{{company}} ha inserito la tua candidatura per «{{title}}» tra i preselezionati. Seguila su Debut:',
    },
    offer: {
      subject: "{{company}} ti fa un'offerta: «{{title}}»",
      body: "{{company}} vorrebbe farti un'offerta per il posto «{{title}}». Rispondi nella chat su Debut:",
    },
    hired: {
      subject: 'Congratulazioni: {{company}} ti assume per «{{title}}»',
      body: '{{company}} ha scelto te per il posto «{{title}}». Congratulazioni e buona fortuna nel nuovo lavoro! I dettagli sono nella chat su Debut:',
    },
    message: 'Il loro messaggio:',
  },
  applicationExpired: {
    subject: 'La tua candidatura per «{{title}}» è chiusa',
    body: "{{company}} non ha risposto alla tua candidatura per «{{title}}» entro il tempo promesso, quindi l'abbiamo chiusa per te. Non dipende da te: non scoraggiarti.",
    similar: 'Offerte simili che potrebbero piacerti:',
    search: 'Trova altre offerte su Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Rifiuto cortese',
      text: "Gentile {name}, grazie per la tua candidatura per «{job}» e per l'interesse a lavorare con noi. Dopo un'attenta valutazione abbiamo deciso di proseguire con altri candidati. Ti auguriamo ogni successo nella ricerca.",
    },
    invitation: {
      name: 'Invito a un colloquio',
      text: 'Gentile {name}, grazie per la tua candidatura per «{job}». Vorremmo invitarti a un colloquio. Rispondi in questa chat indicando i giorni e gli orari che ti vanno bene.',
    },
  },
  companyInvitation: {
    subject: 'Unisciti a {{company}} su Debut',
    body: '{{name}} ti invita nel team di {{company}} su Debut con il ruolo di {{role}}. Per accettare, apri questo link entro il {{date}} e accedi con questo indirizzo e-mail (confermato):',
    ignore: 'Se non aspettavi questo invito, ignora questa e-mail: non cambia nulla.',
    roles: {
      owner: 'titolare',
      recruiter: 'recruiter',
    },
  },
  companyDomain: {
    subject: 'Conferma {{domain}} per {{company}} su Debut',
    body: 'Per confermare che {{company}} usa il dominio {{domain}}, apri questo link entro il {{date}}:',
    ignore: 'Se non l’hai chiesto tu, ignora questa e-mail: non cambia nulla.',
  },
};
