export const fr = {
  signature: 'L’équipe Debut',
  greeting: 'Bonjour {{name}} !',
  greetingAnonymous: 'Bonjour !',
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe Debut',
    body_one:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Debut. Ouvrez ce lien dans un délai de {{count}} minute pour choisir un nouveau mot de passe :',
    body_many:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Debut. Ouvrez ce lien dans un délai de {{count}} minutes pour choisir un nouveau mot de passe :',
    body_other:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Debut. Ouvrez ce lien dans un délai de {{count}} minutes pour choisir un nouveau mot de passe :',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail sur Debut',
    body_one:
      'Bienvenue sur Debut ! Pour confirmer que cette adresse e-mail est bien la vôtre, ouvrez ce lien dans un délai de {{count}} heure :',
    body_many:
      'Bienvenue sur Debut ! Pour confirmer que cette adresse e-mail est bien la vôtre, ouvrez ce lien dans un délai de {{count}} d’heures :',
    body_other:
      'Bienvenue sur Debut ! Pour confirmer que cette adresse e-mail est bien la vôtre, ouvrez ce lien dans un délai de {{count}} heures :',
    ignore:
      'Si vous ne vous êtes pas inscrit sur Debut, ignorez cet e-mail : l’adresse restera non confirmée.',
  },
  appeal:
    'Si vous pensez qu’il s’agit d’une erreur, expliquez-nous pourquoi via le formulaire de contact : {{url}} (cette adresse ne reçoit pas les réponses).',
  reason: 'Motif : {{reason}}',
  jobBlocked: {
    subject: 'Votre offre sur Debut a été bloquée',
    body: 'Nos modérateurs ont bloqué votre offre « {{title}} » (n° {{number}}). Elle n’apparaît plus dans les résultats de recherche et personne ne peut y postuler.',
  },
  jobUnblocked: {
    subject: 'Votre offre sur Debut est de nouveau visible',
    body: 'Nos modérateurs ont levé le blocage de votre offre « {{title}} » (n° {{number}}).',
  },
  accountBlocked: {
    subject: 'Votre compte Debut a été bloqué',
    body: 'Nos modérateurs ont bloqué votre compte Debut. Vous ne pouvez plus vous connecter, et vos offres n’apparaissent plus dans les résultats de recherche.',
  },
  expiryReminder: {
    subject: 'Votre offre sur Debut expire bientôt',
    body_one:
      'Votre offre « {{title}} » (n° {{number}}) expirera dans {{count}} jour, le {{date}}. Pour qu’elle reste en ligne au-delà de cette date, publiez-la de nouveau depuis « Mes offres » (la nouvelle publication est payante).',
    body_many:
      'Votre offre « {{title}} » (n° {{number}}) expirera dans {{count}} jours, le {{date}}. Pour qu’elle reste en ligne au-delà de cette date, publiez-la de nouveau depuis « Mes offres » (la nouvelle publication est payante).',
    body_other:
      'Votre offre « {{title}} » (n° {{number}}) expirera dans {{count}} jours, le {{date}}. Pour qu’elle reste en ligne au-delà de cette date, publiez-la de nouveau depuis « Mes offres » (la nouvelle publication est payante).',
  },
  supportAnswer: {
    subject: 'Réponse à votre demande : {{subject}}',
    intro: 'Le {{date}}, vous avez écrit au support de Debut :',
    answer: 'Notre réponse :',
  },
  alertDigest: {
    subject_one: '{{count}} nouvelle offre pour votre alerte « {{name}} »',
    subject_many: '{{count}} nouvelles offres pour votre alerte « {{name}} »',
    subject_other: '{{count}} nouvelles offres pour votre alerte « {{name}} »',
    intro_one: 'Une nouvelle offre correspond à votre alerte « {{name}} » :',
    intro_many: '{{count}} nouvelles offres correspondent à votre alerte « {{name}} » :',
    intro_other: '{{count}} nouvelles offres correspondent à votre alerte « {{name}} » :',
    more_one: '…et {{count}} autre offre. Retrouvez-les toutes : {{link}}',
    more_many: '…et {{count}} autres offres. Retrouvez-les toutes : {{link}}',
    more_other: '…et {{count}} autres offres. Retrouvez-les toutes : {{link}}',
    salary: 'Salaire : {{salary}}',
    noSalary: 'Salaire non précisé',
    distance: 'à {{distance}} km',
    manage: 'Gérez toutes vos alertes : {{link}}',
    unsubscribe: 'Désactivez les e-mails de cette alerte en un clic : {{link}}',
  },
  unsubscribeKind: 'Ne plus recevoir ces e-mails en un clic : {{link}}',
  applicationReceived: {
    subject: 'Nouvelles candidatures pour « {{title}} » : {{count}}',
    body: 'Candidatures à votre offre « {{title}} » (n° {{number}}) qui attendent votre réponse : {{count}}. Ouvrez-les sur Debut :',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} vous invite : « {{title}} »',
      body: '{{company}} vous a invité(e) pour l’offre « {{title}} ». Répondez-lui dans la messagerie de Debut :',
    },
    rejected: {
      subject: 'Votre candidature à « {{title}} »',
      body: '{{company}} a décidé de ne pas donner suite à votre candidature à « {{title}} ». Merci d’avoir postulé : d’autres offres vous attendent sur Debut :',
    },
  },
  messageUnread: {
    subject: 'Message non lu à propos de « {{title}} »',
    body: '{{name}} vous a écrit à propos de l’offre « {{title}} » et le message n’est toujours pas lu. Lisez-le et répondez sur Debut :',
  },
  answerDue: {
    subject: 'Des candidatures à « {{title}} » attendent votre réponse',
    body: 'Candidatures à votre offre « {{title}} » (n° {{number}}) auxquelles vous avez promis de répondre avant le {{date}} : {{count}}. Répondez-y sur Debut :',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Votre candidature à « {{title}} » est présélectionnée',
      body: '{{company}} a mis votre candidature à « {{title}} » dans sa présélection. Suivez-la sur Debut :',
    },
    offer: {
      subject: '{{company}} vous fait une offre : « {{title}} »',
      body: '{{company}} souhaite vous faire une offre pour le poste « {{title}} ». Répondez-lui dans la discussion sur Debut :',
    },
    hired: {
      subject: 'Félicitations : {{company}} vous embauche pour « {{title}} »',
      body: '{{company}} vous a choisi pour le poste « {{title}} ». Félicitations et bonne chance dans votre nouvel emploi ! Les détails sont dans la discussion sur Debut :',
    },
    message: 'Son message :',
  },
  applicationExpired: {
    subject: 'Votre candidature à « {{title}} » est close',
    body: "{{company}} n'a pas répondu à votre candidature à « {{title}} » dans le délai promis, nous l'avons donc close pour vous. Ce n'est pas vous qui êtes en cause : ne vous découragez pas.",
    similar: 'Des offres proches qui pourraient vous plaire :',
    search: "Trouvez d'autres offres sur Debut :",
  },
  statusTemplates: {
    rejection: {
      name: 'Refus courtois',
      text: "Bonjour {name}, merci pour votre candidature au poste « {job} » et pour l'intérêt que vous nous portez. Après un examen attentif, nous avons décidé de poursuivre avec d'autres candidats. Nous vous souhaitons pleine réussite dans vos recherches.",
    },
    invitation: {
      name: 'Invitation à un entretien',
      text: 'Bonjour {name}, merci pour votre candidature au poste « {job} ». Nous aimerions vous inviter à un entretien. Répondez dans cette discussion en indiquant les jours et horaires qui vous conviennent.',
    },
  },
  companyInvitation: {
    subject: 'Rejoignez {{company}} sur Debut',
    body: '{{name}} vous invite dans l’équipe de {{company}} sur Debut, avec le rôle : {{role}}. Pour accepter, ouvrez ce lien avant le {{date}} et connectez-vous avec cette adresse e-mail (confirmée) :',
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne change.',
    roles: {
      owner: 'propriétaire',
      recruiter: 'recruteur',
    },
  },
  companyDomain: {
    subject: 'Confirmez {{domain}} pour {{company}} sur Debut',
    body: 'Pour confirmer que {{company}} utilise le domaine {{domain}}, ouvrez ce lien avant le {{date}} :',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
  },
};
