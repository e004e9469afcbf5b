import type { TLanguage } from '@debut/contract/constants';

/** Every sentence of the sandbox donation page; `{{number}}`, `{{title}}` and `{{amount}}` are filled in. */
export interface SandboxPageTexts {
  htmlTitle: string;
  ribbon: string;
  heading: string;
  intro: string;
  job: string;
  jobValue: string;
  amount: string;
  payer: string;
  pay: string;
  fail: string;
  notFoundTitle: string;
  notFound: string;
  backToMyJobs: string;
  alreadyPaidTitle: string;
  alreadyPaid: string;
  confirmPublish: string;
}

/**
 * The page's texts in all 15 languages, a namespace of the server's i18next instance (sandbox-page.ts).
 * Typed, so the compiler refuses a language or a sentence left out.
 */
export const SANDBOX_PAGE_TEXTS: Record<TLanguage, SandboxPageTexts> = {
  en: {
    htmlTitle: 'Test payment — Debut sandbox',
    ribbon: 'TEST PAYMENT PAGE — no real money is charged',
    heading: 'Donation for publishing a vacancy',
    intro: 'This page stands in for the payment aggregator while Debut runs without a real payment provider.',
    job: 'Job',
    jobValue: 'No. {{number}}: {{title}}',
    amount: 'Amount',
    payer: 'Payer',
    pay: 'Pay {{amount}} (test)',
    fail: 'Fail the payment',
    notFoundTitle: 'Job not found',
    notFound:
      'No job matches this payment link, so there is nothing to pay for. Open the job from My jobs and pay from there.',
    backToMyJobs: 'Back to my jobs',
    alreadyPaidTitle: 'Already paid',
    alreadyPaid:
      'A payment for No. {{number}}: {{title}} has already been received. Go back and confirm the publication: there is nothing more to pay.',
    confirmPublish: 'Confirm publication',
  },
  ru: {
    htmlTitle: 'Тестовая оплата — песочница Debut',
    ribbon: 'ТЕСТОВАЯ СТРАНИЦА ОПЛАТЫ — настоящие деньги не списываются',
    heading: 'Пожертвование за публикацию вакансии',
    intro:
      'Эта страница заменяет платёжный агрегатор, пока Debut работает без настоящего платёжного провайдера.',
    job: 'Вакансия',
    jobValue: '№ {{number}}: {{title}}',
    amount: 'Сумма',
    payer: 'Плательщик',
    pay: 'Оплатить {{amount}} (тест)',
    fail: 'Отклонить оплату',
    notFoundTitle: 'Вакансия не найдена',
    notFound:
      'По этой ссылке нет вакансии, платить не за что. Откройте вакансию в разделе «Мои вакансии» и оплатите оттуда.',
    backToMyJobs: 'Вернуться к моим вакансиям',
    alreadyPaidTitle: 'Уже оплачено',
    alreadyPaid:
      'Оплата за вакансию № {{number}}: {{title}} уже получена. Вернитесь и подтвердите публикацию: платить ещё раз не нужно.',
    confirmPublish: 'Подтвердить публикацию',
  },
  es: {
    htmlTitle: 'Pago de prueba — entorno de pruebas de Debut',
    ribbon: 'PÁGINA DE PAGO DE PRUEBA — no se cobra dinero real',
    heading: 'Donación para publicar una oferta',
    intro:
      'Esta página sustituye al agregador de pagos mientras Debut funciona sin un proveedor de pagos real.',
    job: 'Oferta',
    jobValue: 'N.º {{number}}: {{title}}',
    amount: 'Importe',
    payer: 'Pagador',
    pay: 'Pagar {{amount}} (prueba)',
    fail: 'Hacer fallar el pago',
    notFoundTitle: 'Oferta no encontrada',
    notFound:
      'Ninguna oferta corresponde a este enlace de pago, así que no hay nada que pagar. Abre la oferta desde Mis ofertas y paga desde allí.',
    backToMyJobs: 'Volver a mis ofertas',
    alreadyPaidTitle: 'Ya pagado',
    alreadyPaid:
      'Ya se ha recibido un pago por la oferta n.º {{number}}: {{title}}. Vuelve y confirma la publicación: no hay nada más que pagar.',
    confirmPublish: 'Confirmar la publicación',
  },
  fr: {
    htmlTitle: 'Paiement de test — bac à sable Debut',
    ribbon: 'PAGE DE PAIEMENT DE TEST — aucun argent réel n’est prélevé',
    heading: 'Don pour la publication d’une offre',
    intro:
      'Cette page remplace l’agrégateur de paiement tant que Debut fonctionne sans véritable prestataire de paiement.',
    job: 'Offre',
    jobValue: 'N° {{number}} : {{title}}',
    amount: 'Montant',
    payer: 'Payeur',
    pay: 'Payer {{amount}} (test)',
    fail: 'Faire échouer le paiement',
    notFoundTitle: 'Offre introuvable',
    notFound:
      'Aucune offre ne correspond à ce lien de paiement : il n’y a rien à payer. Ouvrez l’offre depuis Mes offres et payez à partir de là.',
    backToMyJobs: 'Retour à mes offres',
    alreadyPaidTitle: 'Déjà payé',
    alreadyPaid:
      'Un paiement pour l’offre n° {{number}} : {{title}} a déjà été reçu. Revenez confirmer la publication : il n’y a plus rien à payer.',
    confirmPublish: 'Confirmer la publication',
  },
  de: {
    htmlTitle: 'Testzahlung — Debut-Sandbox',
    ribbon: 'TESTZAHLUNGSSEITE — es wird kein echtes Geld abgebucht',
    heading: 'Spende für die Veröffentlichung eines Stellenangebots',
    intro: 'Diese Seite ersetzt den Zahlungsdienstleister, solange Debut ohne echten Zahlungsanbieter läuft.',
    job: 'Stellenangebot',
    jobValue: 'Nr. {{number}}: {{title}}',
    amount: 'Betrag',
    payer: 'Zahler',
    pay: '{{amount}} bezahlen (Test)',
    fail: 'Zahlung fehlschlagen lassen',
    notFoundTitle: 'Stellenangebot nicht gefunden',
    notFound:
      'Zu diesem Zahlungslink gibt es kein Stellenangebot, es gibt also nichts zu bezahlen. Öffnen Sie das Stellenangebot unter „Meine Stellen“ und bezahlen Sie von dort.',
    backToMyJobs: 'Zurück zu meinen Stellen',
    alreadyPaidTitle: 'Bereits bezahlt',
    alreadyPaid:
      'Für Stelle Nr. {{number}}: {{title}} ist bereits eine Zahlung eingegangen. Gehen Sie zurück und bestätigen Sie die Veröffentlichung: Es ist nichts mehr zu zahlen.',
    confirmPublish: 'Veröffentlichung bestätigen',
  },
  cs: {
    htmlTitle: 'Testovací platba — pískoviště Debut',
    ribbon: 'TESTOVACÍ PLATEBNÍ STRÁNKA — žádné skutečné peníze se nestrhávají',
    heading: 'Dar za zveřejnění nabídky',
    intro: 'Tato stránka zastupuje platební bránu, dokud Debut běží bez skutečného poskytovatele plateb.',
    job: 'Nabídka',
    jobValue: 'č. {{number}}: {{title}}',
    amount: 'Částka',
    payer: 'Plátce',
    pay: 'Zaplatit {{amount}} (test)',
    fail: 'Nechat platbu selhat',
    notFoundTitle: 'Nabídka nenalezena',
    notFound:
      'K tomuto platebnímu odkazu neexistuje žádná nabídka, není tedy co platit. Otevřete nabídku v Mých nabídkách a zaplaťte odtud.',
    backToMyJobs: 'Zpět na mé nabídky',
    alreadyPaidTitle: 'Již zaplaceno',
    alreadyPaid:
      'Platba za nabídku č. {{number}}: {{title}} již byla přijata. Vraťte se a potvrďte zveřejnění: nic dalšího se neplatí.',
    confirmPublish: 'Potvrdit zveřejnění',
  },
  hu: {
    htmlTitle: 'Tesztfizetés — Debut tesztkörnyezet',
    ribbon: 'TESZT FIZETÉSI OLDAL — valódi pénzt nem vonunk le',
    heading: 'Adomány egy álláshirdetés közzétételéért',
    intro:
      'Ez az oldal helyettesíti a fizetési szolgáltatót, amíg a Debut valódi fizetési szolgáltató nélkül fut.',
    job: 'Álláshirdetés',
    jobValue: '{{number}}. sz.: {{title}}',
    amount: 'Összeg',
    payer: 'Fizető',
    pay: '{{amount}} fizetése (teszt)',
    fail: 'Fizetés meghiúsítása',
    notFoundTitle: 'Az álláshirdetés nem található',
    notFound:
      'Ehhez a fizetési linkhez nem tartozik álláshirdetés, így nincs mit kifizetni. Nyissa meg a hirdetést a Saját állásaim oldalon, és onnan fizessen.',
    backToMyJobs: 'Vissza a saját állásaimhoz',
    alreadyPaidTitle: 'Már kifizetve',
    alreadyPaid:
      'A(z) {{number}}. számú hirdetés ({{title}}) díja már beérkezett. Lépjen vissza, és erősítse meg a közzétételt: többet nem kell fizetnie.',
    confirmPublish: 'Közzététel megerősítése',
  },
  it: {
    htmlTitle: 'Pagamento di prova — ambiente di prova di Debut',
    ribbon: 'PAGINA DI PAGAMENTO DI PROVA — non viene addebitato denaro reale',
    heading: 'Donazione per la pubblicazione di un annuncio',
    intro:
      'Questa pagina sostituisce l’aggregatore di pagamenti finché Debut funziona senza un vero fornitore di pagamenti.',
    job: 'Annuncio',
    jobValue: 'N. {{number}}: {{title}}',
    amount: 'Importo',
    payer: 'Pagante',
    pay: 'Paga {{amount}} (prova)',
    fail: 'Fai fallire il pagamento',
    notFoundTitle: 'Annuncio non trovato',
    notFound:
      'Nessun annuncio corrisponde a questo link di pagamento, quindi non c’è nulla da pagare. Apri l’annuncio da I miei annunci e paga da lì.',
    backToMyJobs: 'Torna ai miei annunci',
    alreadyPaidTitle: 'Già pagato',
    alreadyPaid:
      'Un pagamento per l’annuncio n. {{number}}: {{title}} è già stato ricevuto. Torna indietro e conferma la pubblicazione: non c’è altro da pagare.',
    confirmPublish: 'Conferma la pubblicazione',
  },
  sv: {
    htmlTitle: 'Testbetalning — Debuts sandlåda',
    ribbon: 'TESTBETALNINGSSIDA — inga riktiga pengar dras',
    heading: 'Donation för att publicera en annons',
    intro: 'Den här sidan ersätter betaltjänsten medan Debut körs utan en riktig betalleverantör.',
    job: 'Annons',
    jobValue: 'Nr {{number}}: {{title}}',
    amount: 'Belopp',
    payer: 'Betalare',
    pay: 'Betala {{amount}} (test)',
    fail: 'Låt betalningen misslyckas',
    notFoundTitle: 'Annonsen hittades inte',
    notFound:
      'Ingen annons hör till den här betalningslänken, så det finns inget att betala. Öppna annonsen under Mina jobb och betala därifrån.',
    backToMyJobs: 'Tillbaka till mina jobb',
    alreadyPaidTitle: 'Redan betalt',
    alreadyPaid:
      'En betalning för annons nr {{number}}: {{title}} har redan tagits emot. Gå tillbaka och bekräfta publiceringen: det finns inget mer att betala.',
    confirmPublish: 'Bekräfta publiceringen',
  },
  pl: {
    htmlTitle: 'Płatność testowa — piaskownica Debut',
    ribbon: 'TESTOWA STRONA PŁATNOŚCI — prawdziwe pieniądze nie są pobierane',
    heading: 'Darowizna za publikację oferty',
    intro: 'Ta strona zastępuje operatora płatności, dopóki Debut działa bez prawdziwego dostawcy płatności.',
    job: 'Oferta',
    jobValue: 'Nr {{number}}: {{title}}',
    amount: 'Kwota',
    payer: 'Płatnik',
    pay: 'Zapłać {{amount}} (test)',
    fail: 'Odrzuć płatność',
    notFoundTitle: 'Nie znaleziono oferty',
    notFound:
      'Do tego linku płatności nie pasuje żadna oferta, więc nie ma za co płacić. Otwórz ofertę w zakładce Moje oferty i zapłać stamtąd.',
    backToMyJobs: 'Wróć do moich ofert',
    alreadyPaidTitle: 'Już opłacono',
    alreadyPaid:
      'Płatność za ofertę nr {{number}}: {{title}} została już otrzymana. Wróć i potwierdź publikację: nie trzeba płacić ponownie.',
    confirmPublish: 'Potwierdź publikację',
  },
  pt: {
    htmlTitle: 'Pagamento de teste — ambiente de testes do Debut',
    ribbon: 'PÁGINA DE PAGAMENTO DE TESTE — nenhum dinheiro real é cobrado',
    heading: 'Doação para publicar uma vaga',
    intro:
      'Esta página substitui o agregador de pagamentos enquanto o Debut funciona sem um provedor de pagamentos real.',
    job: 'Vaga',
    jobValue: 'N.º {{number}}: {{title}}',
    amount: 'Valor',
    payer: 'Pagador',
    pay: 'Pagar {{amount}} (teste)',
    fail: 'Fazer o pagamento falhar',
    notFoundTitle: 'Vaga não encontrada',
    notFound:
      'Nenhuma vaga corresponde a este link de pagamento, então não há nada a pagar. Abra a vaga em Minhas vagas e pague por lá.',
    backToMyJobs: 'Voltar às minhas vagas',
    alreadyPaidTitle: 'Já pago',
    alreadyPaid:
      'Já recebemos um pagamento pela vaga n.º {{number}}: {{title}}. Volte e confirme a publicação: não há mais nada a pagar.',
    confirmPublish: 'Confirmar a publicação',
  },
  ar: {
    htmlTitle: 'دفع تجريبي — بيئة Debut التجريبية',
    ribbon: 'صفحة دفع تجريبية — لا تُخصم أي أموال حقيقية',
    heading: 'تبرع لنشر وظيفة',
    intro: 'تحل هذه الصفحة محل مجمّع المدفوعات ما دام Debut يعمل دون مزود دفع حقيقي.',
    job: 'الوظيفة',
    jobValue: 'رقم {{number}}: {{title}}',
    amount: 'المبلغ',
    payer: 'الدافع',
    pay: 'ادفع {{amount}} (تجريبي)',
    fail: 'أفشل الدفع',
    notFoundTitle: 'الوظيفة غير موجودة',
    notFound: 'لا توجد وظيفة تطابق رابط الدفع هذا، فلا شيء للدفع. افتح الوظيفة من «وظائفي» وادفع من هناك.',
    backToMyJobs: 'العودة إلى وظائفي',
    alreadyPaidTitle: 'تم الدفع بالفعل',
    alreadyPaid:
      'تم بالفعل استلام دفعة للوظيفة رقم {{number}}: {{title}}. عد وأكّد النشر: لا يوجد ما تدفعه بعد الآن.',
    confirmPublish: 'تأكيد النشر',
  },
  hi: {
    htmlTitle: 'परीक्षण भुगतान — Debut सैंडबॉक्स',
    ribbon: 'परीक्षण भुगतान पेज — कोई असली पैसा नहीं कटता',
    heading: 'नौकरी प्रकाशित करने के लिए दान',
    intro: 'जब तक Debut किसी असली भुगतान प्रदाता के बिना चल रहा है, यह पेज भुगतान एग्रीगेटर की जगह काम करता है।',
    job: 'नौकरी',
    jobValue: 'क्रमांक {{number}}: {{title}}',
    amount: 'राशि',
    payer: 'भुगतानकर्ता',
    pay: '{{amount}} का भुगतान करें (परीक्षण)',
    fail: 'भुगतान विफल करें',
    notFoundTitle: 'नौकरी नहीं मिली',
    notFound:
      'इस भुगतान लिंक से कोई नौकरी मेल नहीं खाती, इसलिए भुगतान करने को कुछ नहीं है। «मेरी नौकरियाँ» से नौकरी खोलें और वहीं से भुगतान करें।',
    backToMyJobs: 'मेरी नौकरियों पर वापस',
    alreadyPaidTitle: 'भुगतान पहले ही हो चुका है',
    alreadyPaid:
      'नौकरी संख्या {{number}}: {{title}} का भुगतान पहले ही मिल चुका है। वापस जाएँ और प्रकाशन की पुष्टि करें: अब और कुछ भुगतान नहीं करना है।',
    confirmPublish: 'प्रकाशन की पुष्टि करें',
  },
  zh: {
    htmlTitle: '测试付款 — Debut 沙盒',
    ribbon: '测试付款页面 — 不会扣除真实资金',
    heading: '为发布职位捐款',
    intro: '在 Debut 未接入真实支付服务商期间，此页面代替支付聚合商。',
    job: '职位',
    jobValue: '第 {{number}} 号：{{title}}',
    amount: '金额',
    payer: '付款人',
    pay: '支付 {{amount}}（测试）',
    fail: '使付款失败',
    notFoundTitle: '未找到职位',
    notFound: '没有与此付款链接对应的职位，因此无需付款。请在“我的职位”中打开该职位并从那里付款。',
    backToMyJobs: '返回我的职位',
    alreadyPaidTitle: '已付款',
    alreadyPaid: '职位编号 {{number}}：{{title}} 的付款已收到。请返回并确认发布：无需再次付款。',
    confirmPublish: '确认发布',
  },
  ja: {
    htmlTitle: 'テスト支払い — Debut サンドボックス',
    ribbon: 'テスト用の支払いページ — 実際のお金は請求されません',
    heading: '求人掲載のための寄付',
    intro: 'Debut が実際の決済サービスなしで動いている間、このページが決済代行サービスの代わりになります。',
    job: '求人',
    jobValue: '第 {{number}} 号：{{title}}',
    amount: '金額',
    payer: '支払者',
    pay: '{{amount}} を支払う（テスト）',
    fail: '支払いを失敗させる',
    notFoundTitle: '求人が見つかりません',
    notFound:
      'この支払いリンクに該当する求人がないため、支払うものはありません。「マイ求人」から求人を開き、そこから支払ってください。',
    backToMyJobs: 'マイ求人に戻る',
    alreadyPaidTitle: '支払い済み',
    alreadyPaid:
      '求人番号 {{number}}：{{title}} の支払いはすでに受け取っています。戻って公開を確定してください。追加の支払いは不要です。',
    confirmPublish: '公開を確定する',
  },
};
