export const hu = {
  signature: 'A Debut csapata',
  greeting: 'Kedves {{name}}!',
  greetingAnonymous: 'Tisztelt Felhasználó!',
  resetPassword: {
    subject: 'Debut-jelszó visszaállítása',
    body_one:
      'Valaki kérte a Debut-fiókod jelszavának visszaállítását. Nyisd meg ezt a linket {{count}} percen belül, és adj meg új jelszót:',
    body_other:
      'Valaki kérte a Debut-fiókod jelszavának visszaállítását. Nyisd meg ezt a linket {{count}} percen belül, és adj meg új jelszót:',
    ignore: 'Ha nem te voltál, hagyd figyelmen kívül ezt az e-mailt: a jelszavad változatlan marad.',
  },
  verifyEmail: {
    subject: 'Erősítse meg e-mail-címét a Debutön',
    body_one:
      'Üdvözöljük a Debutön! Ha meg szeretné erősíteni, hogy ez az e-mail-cím az Öné, nyissa meg ezt a linket {{count}} órán belül:',
    body_other:
      'Üdvözöljük a Debutön! Ha meg szeretné erősíteni, hogy ez az e-mail-cím az Öné, nyissa meg ezt a linket {{count}} órán belül:',
    ignore:
      'Ha nem regisztrált a Debutön, hagyja figyelmen kívül ezt az e-mailt: a cím megerősítetlen marad.',
  },
  appeal:
    'Ha úgy gondolod, hogy ez tévedés, a kapcsolatfelvételi űrlapon írd meg, miért: {{url}} (erre a címre küldött válaszokat nem olvassuk).',
  reason: 'Indok: {{reason}}',
  jobBlocked: {
    subject: 'Letiltották a Debut-álláshirdetésedet',
    body: 'Moderátoraink letiltották az álláshirdetésedet: „{{title}}” ({{number}}. sz.). Nem jelenik meg a keresési találatok között, és senki sem jelentkezhet rá.',
  },
  jobUnblocked: {
    subject: 'A Debut-álláshirdetésed ismét látható',
    body: 'Moderátoraink feloldották az álláshirdetésed letiltását: „{{title}}” ({{number}}. sz.).',
  },
  accountBlocked: {
    subject: 'Letiltották a Debut-fiókodat',
    body: 'Moderátoraink letiltották a Debut-fiókodat. Többé nem tudsz bejelentkezni, és az álláshirdetéseid nem jelennek meg a keresési találatok között.',
  },
  expiryReminder: {
    subject: 'Hamarosan lejár a Debut-álláshirdetésed',
    body_one:
      'Az álláshirdetésed – „{{title}}” ({{number}}. sz.) – {{count}} nap múlva lejár (lejárat napja: {{date}}). Ha azt szeretnéd, hogy ezután is elérhető maradjon, tedd közzé újra az Álláshirdetéseim oldalon (az újbóli közzététel díjköteles).',
    body_other:
      'Az álláshirdetésed – „{{title}}” ({{number}}. sz.) – {{count}} nap múlva lejár (lejárat napja: {{date}}). Ha azt szeretnéd, hogy ezután is elérhető maradjon, tedd közzé újra az Álláshirdetéseim oldalon (az újbóli közzététel díjköteles).',
  },
  supportAnswer: {
    subject: 'Válasz a megkeresésére: {{subject}}',
    intro: '{{date}} napján ezt írta a Debut ügyfélszolgálatának:',
    answer: 'Válaszunk:',
  },
  alertDigest: {
    subject_one: '{{count}} új állás az állásértesítődben: „{{name}}”',
    subject_other: '{{count}} új állás az állásértesítődben: „{{name}}”',
    intro_one: 'Egy új állás felel meg az állásértesítődnek („{{name}}”):',
    intro_other: '{{count}} új állás felel meg az állásértesítődnek („{{name}}”):',
    more_one: '…és még {{count}} állás. Nézd meg mindet: {{link}}',
    more_other: '…és még {{count}} állás. Nézd meg mindet: {{link}}',
    salary: 'Fizetés: {{salary}}',
    noSalary: 'A fizetés nincs megadva',
    distance: '{{distance}} km távolságra',
    manage: 'Itt kezelheted az összes állásértesítődet: {{link}}',
    unsubscribe: 'Erről az állásértesítőről egy kattintással leiratkozhatsz: {{link}}',
  },
  unsubscribeKind: 'Ezekről az e-mailekről egy kattintással leiratkozhat: {{link}}',
  applicationReceived: {
    subject: 'Új jelentkezések: „{{title}}”: {{count}}',
    body: 'A(z) „{{title}}” álláshirdetésére (sz. {{number}}) érkezett, válaszra váró jelentkezések: {{count}}. Nyissa meg őket a Debuton:',
  },
  applicationStatus: {
    invited: {
      subject: 'A(z) {{company}} meghívja: „{{title}}”',
      body: 'A(z) {{company}} meghívta a(z) „{{title}}” állás kapcsán. Válaszoljon a Debut csevegőjében:',
    },
    rejected: {
      subject: 'Jelentkezése: „{{title}}”',
      body: 'A(z) {{company}} úgy döntött, hogy nem folytatja a(z) „{{title}}” állásra beadott jelentkezését. Köszönjük a jelentkezést: a Debuton további állások várják:',
    },
  },
  messageUnread: {
    subject: 'Olvasatlan üzenet: „{{title}}”',
    body: '{{name}} írt Önnek a(z) „{{title}}” állásról, és az üzenet még olvasatlan. Olvassa el és válaszoljon a Debuton:',
  },
  answerDue: {
    subject: 'A(z) „{{title}}” jelentkezései válaszra várnak',
    body: 'A(z) „{{title}}” álláshirdetésére (sz. {{number}}) érkezett jelentkezések, amelyekre {{date}}-ig ígért választ: {{count}}. Válaszoljon a Debuton:',
  },
  applicationMoved: {
    shortlisted: {
      subject: 'A(z) „{{title}}” állásra küldött jelentkezésed a szűkített listán van',
      body: 'A(z) {{company}} felvette a(z) „{{title}}” állásra küldött jelentkezésedet a szűkített listára. Kövesd a Debuton:',
    },
    offer: {
      subject: 'A(z) {{company}} ajánlatot tesz neked: „{{title}}”',
      body: 'A(z) {{company}} ajánlatot szeretne tenni neked a(z) „{{title}}” állásra. Válaszolj nekik a Debut csevegőjében:',
    },
    hired: {
      subject: 'Gratulálunk: a(z) {{company}} felvesz a(z) „{{title}}” állásra',
      body: 'A(z) {{company}} téged választott a(z) „{{title}}” állásra. Gratulálunk, és sok sikert az új munkahelyeden! A részleteket a Debut csevegőjében találod:',
    },
    message: 'Az üzenetük:',
  },
  applicationExpired: {
    subject: 'A(z) „{{title}}” állásra küldött jelentkezésed lezárult',
    body: 'A(z) {{company}} nem válaszolt a(z) „{{title}}” állásra küldött jelentkezésedre a megígért időn belül, ezért lezártuk helyetted. Nem rajtad múlt: ne csüggedj.',
    similar: 'Hasonló állások, amelyek tetszhetnek:',
    search: 'További állások a Debuton:',
  },
  statusTemplates: {
    rejection: {
      name: 'Udvarias elutasítás',
      text: 'Kedves {name}! Köszönjük, hogy jelentkeztél a(z) „{job}” állásra, és hogy nálunk szeretnél dolgozni. Alapos mérlegelés után más jelöltekkel folytatjuk. Sok sikert kívánunk a kereséshez.',
    },
    invitation: {
      name: 'Meghívás állásinterjúra',
      text: 'Kedves {name}! Köszönjük, hogy jelentkeztél a(z) „{job}” állásra. Szeretnénk meghívni egy interjúra. Kérjük, írd meg ebben a csevegőben, mely napok és időpontok felelnek meg neked.',
    },
  },
  companyInvitation: {
    subject: 'Csatlakozzon a(z) {{company}} csapatához a Debuton',
    body: '{{name}} meghívja Önt a(z) {{company}} csapatába a Debuton, szerepkör: {{role}}. Az elfogadáshoz nyissa meg ezt a linket eddig: {{date}}, és jelentkezzen be ezzel a (megerősített) e-mail-címmel:',
    ignore: 'Ha nem várta ezt a meghívót, hagyja figyelmen kívül ezt a levelet: semmi sem változik.',
    roles: {
      owner: 'tulajdonos',
      recruiter: 'toborzó',
    },
  },
  companyDomain: {
    subject: 'Erősítse meg a(z) {{domain}} domaint a(z) {{company}} számára a Debuton',
    body: 'Annak megerősítéséhez, hogy a(z) {{company}} a(z) {{domain}} domaint használja, nyissa meg ezt a linket eddig: {{date}}:',
    ignore: 'Ha nem kért ilyet, hagyja figyelmen kívül ezt a levelet: semmi sem változik.',
  },
};
