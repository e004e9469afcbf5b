export const es = {
  signature: 'El equipo de Debut',
  greeting: '¡Hola, {{name}}!',
  greetingAnonymous: '¡Hola!',
  resetPassword: {
    subject: 'Restablece tu contraseña de Debut',
    body_one:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Debut. Abre este enlace en el plazo de {{count}} minuto para elegir una contraseña nueva:',
    body_many:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Debut. Abre este enlace en el plazo de {{count}} minutos para elegir una contraseña nueva:',
    body_other:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Debut. Abre este enlace en el plazo de {{count}} minutos para elegir una contraseña nueva:',
    ignore: 'Si no has sido tú, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
  verifyEmail: {
    subject: 'Confirma tu dirección de correo en Debut',
    body_one:
      '¡Te damos la bienvenida a Debut! Para confirmar que esta dirección de correo es tuya, abre este enlace en un plazo de {{count}} hora:',
    body_many:
      '¡Te damos la bienvenida a Debut! Para confirmar que esta dirección de correo es tuya, abre este enlace en un plazo de {{count}} de horas:',
    body_other:
      '¡Te damos la bienvenida a Debut! Para confirmar que esta dirección de correo es tuya, abre este enlace en un plazo de {{count}} horas:',
    ignore: 'Si no te registraste en Debut, ignora este correo: la dirección seguirá sin confirmar.',
  },
  appeal:
    'Si crees que se trata de un error, explícanos por qué en el formulario de contacto: {{url}} (esta dirección no recibe respuestas).',
  reason: 'Motivo: {{reason}}',
  jobBlocked: {
    subject: 'Tu oferta en Debut ha sido bloqueada',
    body: 'Nuestros moderadores han bloqueado tu oferta «{{title}}» (n.º {{number}}). Ya no aparece en las búsquedas y nadie puede presentar su candidatura.',
  },
  jobUnblocked: {
    subject: 'Tu oferta en Debut vuelve a estar visible',
    body: 'Nuestros moderadores han levantado el bloqueo de tu oferta «{{title}}» (n.º {{number}}).',
  },
  accountBlocked: {
    subject: 'Tu cuenta de Debut ha sido bloqueada',
    body: 'Nuestros moderadores han bloqueado tu cuenta de Debut. Ya no puedes iniciar sesión y tus ofertas no aparecen en las búsquedas.',
  },
  expiryReminder: {
    subject: 'Tu oferta en Debut caduca pronto',
    body_one:
      'Tu oferta «{{title}}» (n.º {{number}}) se cerrará en {{count}} día, el {{date}}. Si quieres que siga publicada después, vuelve a publicarla desde «Mis ofertas» (tendrás que pagar de nuevo la publicación).',
    body_many:
      'Tu oferta «{{title}}» (n.º {{number}}) se cerrará en {{count}} días, el {{date}}. Si quieres que siga publicada después, vuelve a publicarla desde «Mis ofertas» (tendrás que pagar de nuevo la publicación).',
    body_other:
      'Tu oferta «{{title}}» (n.º {{number}}) se cerrará en {{count}} días, el {{date}}. Si quieres que siga publicada después, vuelve a publicarla desde «Mis ofertas» (tendrás que pagar de nuevo la publicación).',
  },
  supportAnswer: {
    subject: 'Respuesta a tu solicitud: {{subject}}',
    intro: 'El {{date}} escribiste al soporte de Debut:',
    answer: 'Nuestra respuesta:',
  },
  alertDigest: {
    subject_one: '{{count}} oferta nueva para tu alerta «{{name}}»',
    subject_many: '{{count}} ofertas nuevas para tu alerta «{{name}}»',
    subject_other: '{{count}} ofertas nuevas para tu alerta «{{name}}»',
    intro_one: 'Hay una oferta nueva que coincide con tu alerta «{{name}}»:',
    intro_many: 'Hay {{count}} ofertas nuevas que coinciden con tu alerta «{{name}}»:',
    intro_other: 'Hay {{count}} ofertas nuevas que coinciden con tu alerta «{{name}}»:',
    more_one: '…y {{count}} oferta más. Míralas todas: {{link}}',
    more_many: '…y {{count}} ofertas más. Míralas todas: {{link}}',
    more_other: '…y {{count}} ofertas más. Míralas todas: {{link}}',
    salary: 'Salario: {{salary}}',
    noSalary: 'Salario no especificado',
    distance: 'a {{distance}} km',
    manage: 'Gestiona todas tus alertas: {{link}}',
    unsubscribe: 'Deja de recibir correos de esta alerta con un solo clic: {{link}}',
  },
  unsubscribeKind: 'Deja de recibir estos correos con un clic: {{link}}',
  applicationReceived: {
    subject: 'Nuevas candidaturas a «{{title}}»: {{count}}',
    body: 'Candidaturas a tu oferta «{{title}}» (n.º {{number}}) que esperan tu respuesta: {{count}}. Ábrelas en Debut:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} te invita: «{{title}}»',
      body: '{{company}} te ha invitado por la oferta «{{title}}». Respóndele en el chat de Debut:',
    },
    rejected: {
      subject: 'Tu candidatura a «{{title}}»',
      body: '{{company}} ha decidido no seguir adelante con tu candidatura a «{{title}}». Gracias por presentarte: en Debut te esperan más ofertas:',
    },
  },
  messageUnread: {
    subject: 'Mensaje sin leer sobre «{{title}}»',
    body: '{{name}} te escribió sobre la oferta «{{title}}» y el mensaje sigue sin leer. Léelo y responde en Debut:',
  },
  answerDue: {
    subject: 'Candidaturas a «{{title}}» esperan tu respuesta',
    body: 'Candidaturas a tu oferta «{{title}}» (n.º {{number}}) que prometiste responder antes del {{date}}: {{count}}. Respóndelas en Debut:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Tu candidatura a «{{title}}» está en la lista de preseleccionados',
      body: '{{company}} ha incluido tu candidatura a «{{title}}» en su lista de preseleccionados. Síguela en Debut:',
    },
    offer: {
      subject: '{{company}} te hace una oferta: «{{title}}»',
      body: '{{company}} quiere hacerte una oferta para el puesto «{{title}}». Respóndeles en el chat de Debut:',
    },
    hired: {
      subject: 'Enhorabuena: {{company}} te contrata para «{{title}}»',
      body: '{{company}} te ha elegido para el puesto «{{title}}». ¡Enhorabuena y mucha suerte en tu nuevo trabajo! Los detalles están en el chat de Debut:',
    },
    message: 'Su mensaje:',
  },
  applicationExpired: {
    subject: 'Tu candidatura a «{{title}}» se ha cerrado',
    body: '{{company}} no respondió a tu candidatura a «{{title}}» en el plazo que prometió, así que la hemos cerrado por ti. No es por ti: no te desanimes.',
    similar: 'Empleos parecidos que te pueden gustar:',
    search: 'Encuentra más empleos en Debut:',
  },
  statusTemplates: {
    rejection: {
      name: 'Rechazo cortés',
      text: 'Hola, {name}: gracias por tu candidatura a «{job}» y por tu interés en trabajar con nosotros. Tras valorarla con atención, hemos decidido seguir con otras personas candidatas. Te deseamos mucha suerte en tu búsqueda.',
    },
    invitation: {
      name: 'Invitación a una entrevista',
      text: 'Hola, {name}: gracias por tu candidatura a «{job}». Nos gustaría invitarte a una entrevista. Responde en este chat con los días y horas que te vengan bien.',
    },
  },
  companyInvitation: {
    subject: 'Únete a {{company}} en Debut',
    body: '{{name}} te invita al equipo de {{company}} en Debut con el rol de {{role}}. Para aceptar, abre este enlace antes del {{date}} e inicia sesión con esta dirección de correo (confirmada):',
    ignore: 'Si no esperabas esta invitación, ignora este correo: no cambia nada.',
    roles: {
      owner: 'propietario',
      recruiter: 'reclutador',
    },
  },
  companyDomain: {
    subject: 'Confirma {{domain}} para {{company}} en Debut',
    body: 'Para confirmar que {{company}} usa el dominio {{domain}}, abre este enlace antes del {{date}}:',
    ignore: 'Si no lo has pedido, ignora este correo: no cambia nada.',
  },
};
