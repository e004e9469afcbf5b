export const cs = {
  signature: 'Tým Debut',
  greeting: 'Dobrý den, {{name}}!',
  greetingAnonymous: 'Dobrý den!',
  resetPassword: {
    subject: 'Obnovení hesla k účtu Debut',
    body_one:
      'Někdo požádal o obnovení hesla k vašemu účtu Debut. Otevřete tento odkaz do {{count}} minuty a zvolte nové heslo:',
    body_few:
      'Někdo požádal o obnovení hesla k vašemu účtu Debut. Otevřete tento odkaz do {{count}} minut a zvolte nové heslo:',
    body_many:
      'Někdo požádal o obnovení hesla k vašemu účtu Debut. Otevřete tento odkaz do {{count}} minuty a zvolte nové heslo:',
    body_other:
      'Někdo požádal o obnovení hesla k vašemu účtu Debut. Otevřete tento odkaz do {{count}} minut a zvolte nové heslo:',
    ignore: 'Pokud jste to nebyli vy, tento e-mail ignorujte: vaše heslo zůstane beze změny.',
  },
  verifyEmail: {
    subject: 'Potvrďte svou e-mailovou adresu v Debut',
    body_one:
      'Vítejte v Debut! Abyste potvrdili, že tato e-mailová adresa patří vám, otevřete tento odkaz do {{count}} hodiny:',
    body_few:
      'Vítejte v Debut! Abyste potvrdili, že tato e-mailová adresa patří vám, otevřete tento odkaz do {{count}} hodin:',
    body_many:
      'Vítejte v Debut! Abyste potvrdili, že tato e-mailová adresa patří vám, otevřete tento odkaz do {{count}} hodiny:',
    body_other:
      'Vítejte v Debut! Abyste potvrdili, že tato e-mailová adresa patří vám, otevřete tento odkaz do {{count}} hodin:',
    ignore: 'Pokud jste se v Debut neregistrovali, tento e-mail ignorujte: adresa zůstane nepotvrzená.',
  },
  appeal:
    'Pokud si myslíte, že jde o omyl, napište nám proč přes kontaktní formulář: {{url}} (na tuto adresu odpovědi nechodí).',
  reason: 'Důvod: {{reason}}',
  jobBlocked: {
    subject: 'Vaše nabídka na portálu Debut byla zablokována',
    body: 'Naši moderátoři zablokovali vaši nabídku „{{title}}“ (č. {{number}}). Nezobrazuje se ve výsledcích vyhledávání a nikdo na ni nemůže reagovat.',
  },
  jobUnblocked: {
    subject: 'Vaše nabídka na portálu Debut je opět viditelná',
    body: 'Naši moderátoři zrušili blokaci vaší nabídky „{{title}}“ (č. {{number}}).',
  },
  accountBlocked: {
    subject: 'Váš účet Debut byl zablokován',
    body: 'Naši moderátoři zablokovali váš účet Debut. Už se nemůžete přihlásit a vaše nabídky se nezobrazují ve výsledcích vyhledávání.',
  },
  expiryReminder: {
    subject: 'Vaší nabídce na portálu Debut brzy vyprší platnost',
    body_one:
      'Vaše nabídka „{{title}}“ (č. {{number}}) vyprší za {{count}} den, a to {{date}}. Pokud chcete, aby zůstala zveřejněná i potom, zveřejněte ji znovu v sekci „Moje nabídky“ (nové zveřejnění je zpoplatněno).',
    body_few:
      'Vaše nabídka „{{title}}“ (č. {{number}}) vyprší za {{count}} dny, a to {{date}}. Pokud chcete, aby zůstala zveřejněná i potom, zveřejněte ji znovu v sekci „Moje nabídky“ (nové zveřejnění je zpoplatněno).',
    body_many:
      'Vaše nabídka „{{title}}“ (č. {{number}}) vyprší za {{count}} dne, a to {{date}}. Pokud chcete, aby zůstala zveřejněná i potom, zveřejněte ji znovu v sekci „Moje nabídky“ (nové zveřejnění je zpoplatněno).',
    body_other:
      'Vaše nabídka „{{title}}“ (č. {{number}}) vyprší za {{count}} dní, a to {{date}}. Pokud chcete, aby zůstala zveřejněná i potom, zveřejněte ji znovu v sekci „Moje nabídky“ (nové zveřejnění je zpoplatněno).',
  },
  supportAnswer: {
    subject: 'Odpověď na váš dotaz: {{subject}}',
    intro: 'Dne {{date}} jste napsali podpoře Debut:',
    answer: 'Naše odpověď:',
  },
  alertDigest: {
    subject_one: '{{count}} nová nabídka pro vaše upozornění „{{name}}“',
    subject_few: '{{count}} nové nabídky pro vaše upozornění „{{name}}“',
    subject_many: '{{count}} nové nabídky pro vaše upozornění „{{name}}“',
    subject_other: '{{count}} nových nabídek pro vaše upozornění „{{name}}“',
    intro_one: 'Vašemu upozornění „{{name}}“ odpovídá nová nabídka:',
    intro_few: 'Vašemu upozornění „{{name}}“ odpovídají {{count}} nové nabídky:',
    intro_many: 'Vašemu upozornění „{{name}}“ odpovídá {{count}} nové nabídky:',
    intro_other: 'Vašemu upozornění „{{name}}“ odpovídá {{count}} nových nabídek:',
    more_one: '…a ještě {{count}} další nabídka. Zobrazit všechny: {{link}}',
    more_few: '…a ještě {{count}} další nabídky. Zobrazit všechny: {{link}}',
    more_many: '…a ještě {{count}} další nabídky. Zobrazit všechny: {{link}}',
    more_other: '…a ještě {{count}} dalších nabídek. Zobrazit všechny: {{link}}',
    salary: 'Mzda: {{salary}}',
    noSalary: 'Mzda neuvedena',
    distance: 've vzdálenosti {{distance}} km',
    manage: 'Správa všech vašich upozornění: {{link}}',
    unsubscribe: 'E-maily k tomuto upozornění vypnete jedním kliknutím: {{link}}',
  },
  unsubscribeKind: 'Tyto e-maily odhlásíte jedním kliknutím: {{link}}',
  applicationReceived: {
    subject: 'Nové reakce na „{{title}}“: {{count}}',
    body: 'Reakce na vaši nabídku „{{title}}“ (č. {{number}}), které čekají na odpověď: {{count}}. Otevřete je na Debutu:',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} vás zve: „{{title}}“',
      body: '{{company}} vás pozvala k nabídce „{{title}}“. Odpovězte v chatu na Debutu:',
    },
    rejected: {
      subject: 'Vaše reakce na „{{title}}“',
      body: '{{company}} se rozhodla s vaší reakcí na „{{title}}“ dále nepokračovat. Děkujeme za zájem: na Debutu na vás čekají další nabídky:',
    },
  },
  messageUnread: {
    subject: 'Nepřečtená zpráva k „{{title}}“',
    body: '{{name}} vám napsal(a) k nabídce „{{title}}“ a zpráva je stále nepřečtená. Přečtěte si ji a odpovězte na Debutu:',
  },
  answerDue: {
    subject: 'Reakce na „{{title}}“ čekají na vaši odpověď',
    body: 'Reakce na vaši nabídku „{{title}}“ (č. {{number}}), na které jste slíbili odpovědět do {{date}}: {{count}}. Odpovězte na Debutu:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'Vaše odpověď na „{{title}}“ je v užším výběru',
      body: '{{company}} zařadili vaši odpověď na „{{title}}“ do užšího výběru. Sledujte ji na Debutu:',
    },
    offer: {
      subject: '{{company}} vám dávají nabídku: „{{title}}“',
      body: '{{company}} vám chtějí dát nabídku na pozici „{{title}}“. Odpovězte jim v chatu na Debutu:',
    },
    hired: {
      subject: 'Gratulujeme: {{company}} vás přijímají na „{{title}}“',
      body: '{{company}} si vás vybrali na pozici „{{title}}“. Gratulujeme a přejeme hodně štěstí v nové práci! Podrobnosti najdete v chatu na Debutu:',
    },
    message: 'Jejich zpráva:',
  },
  applicationExpired: {
    subject: 'Vaše odpověď na „{{title}}“ byla uzavřena',
    body: '{{company}} na vaši odpověď na „{{title}}“ neodpověděli ve slíbené lhůtě, proto jsme ji za vás uzavřeli. Není to vaší vinou: nenechte se odradit.',
    similar: 'Podobné nabídky, které by se vám mohly líbit:',
    search: 'Další nabídky najdete na Debutu:',
  },
  statusTemplates: {
    rejection: {
      name: 'Zdvořilé odmítnutí',
      text: 'Dobrý den, {name}, děkujeme za vaši odpověď na pozici „{job}“ a za zájem pracovat u nás. Po pečlivém zvážení jsme se rozhodli pokračovat s jinými uchazeči. Přejeme vám hodně úspěchů při hledání.',
    },
    invitation: {
      name: 'Pozvání na pohovor',
      text: 'Dobrý den, {name}, děkujeme za vaši odpověď na pozici „{job}“. Rádi bychom vás pozvali na pohovor. Napište nám prosím v tomto chatu, které dny a časy vám vyhovují.',
    },
  },
  companyInvitation: {
    subject: 'Připojte se k {{company}} na Debutu',
    body: '{{name}} vás zve do týmu firmy {{company}} na Debutu, role: {{role}}. Pro přijetí otevřete tento odkaz do {{date}} a přihlaste se touto (potvrzenou) e-mailovou adresou:',
    ignore: 'Pokud jste tuto pozvánku nečekali, e-mail ignorujte: nic se nezmění.',
    roles: {
      owner: 'vlastník',
      recruiter: 'náborář',
    },
  },
  companyDomain: {
    subject: 'Potvrďte doménu {{domain}} firmy {{company}} na Debutu',
    body: 'Pro potvrzení, že firma {{company}} používá doménu {{domain}}, otevřete tento odkaz do {{date}}:',
    ignore: 'Pokud jste o nic nežádali, e-mail ignorujte: nic se nezmění.',
  },
};
