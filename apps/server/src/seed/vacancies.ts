import type { TEmploymentType, TSchedule } from '@debut/contract/jobs';
import type { TListedProfession } from '@debut/contract/professions';

export interface VacancyTemplate {
  category: TListedProfession;
  schedule: TSchedule;
  employmentType: TEmploymentType;
  /** Monthly pay in roubles at the low end; the generator varies it. */
  baseSalaryRub: number;
  /** Title, description and company name per language; English is the fallback. */
  text: Partial<Record<string, { title: string; description: string; company: string }>>;
}

/** First-job and internship vacancies as people really post them, in several languages. */
export const VACANCY_TEMPLATES: VacancyTemplate[] = [
  {
    category: 'barista',
    schedule: 'shift',
    employmentType: 'part_time',
    baseSalaryRub: 40000,
    text: {
      en: {
        title: 'Barista, no experience needed',
        company: 'Corner Coffee',
        description:
          'Prepare espresso drinks, greet guests and keep the bar tidy. We train you from the first shift, flexible hours for students.',
      },
      ru: {
        title: 'Бариста без опыта',
        company: 'Кофейня «Зерно»',
        description:
          'Готовить кофе, встречать гостей, поддерживать порядок за стойкой. Обучение с первой смены, гибкий график для студентов.',
      },
      es: {
        title: 'Barista sin experiencia',
        company: 'Café Central',
        description:
          'Preparar cafés, atender a los clientes y mantener la barra limpia. Formación desde el primer turno.',
      },
      fr: {
        title: 'Barista débutant accepté',
        company: 'Le Petit Café',
        description:
          'Préparer les boissons, accueillir les clients et garder le comptoir propre. Formation dès le premier jour.',
      },
      de: {
        title: 'Barista (m/w/d) ohne Erfahrung',
        company: 'Kaffeehaus am Markt',
        description:
          'Kaffeespezialitäten zubereiten, Gäste begrüßen und die Theke sauber halten. Einarbeitung ab der ersten Schicht.',
      },
      ja: {
        title: 'カフェスタッフ 未経験歓迎',
        company: 'まちかどコーヒー',
        description:
          'ドリンク作り、接客、店内の清掃をお願いします。初日から研修があるので安心です。学生歓迎。',
      },
    },
  },
  {
    category: 'courier',
    schedule: 'flexible',
    employmentType: 'temporary',
    baseSalaryRub: 55000,
    text: {
      en: {
        title: 'Bicycle courier',
        company: 'QuickDrop',
        description:
          'Deliver orders around your district by bike or on foot. Choose your own slots, weekly payouts, thermal bag provided.',
      },
      ru: {
        title: 'Курьер на велосипеде',
        company: 'Самокат',
        description:
          'Доставка заказов по району пешком или на велосипеде. Сам выбираешь слоты, выплаты каждую неделю, термосумка выдаётся.',
      },
      es: {
        title: 'Repartidor en bicicleta',
        company: 'Rápido Express',
        description: 'Entrega pedidos en tu barrio en bicicleta. Elige tus horarios, pagos semanales.',
      },
      pl: {
        title: 'Kurier rowerowy',
        company: 'Szybka Paczka',
        description:
          'Dostarczaj zamówienia w swojej dzielnicy rowerem. Sam wybierasz godziny, wypłaty co tydzień.',
      },
      zh: {
        title: '骑手 兼职',
        company: '快送',
        description: '在附近区域配送订单，时间自由，每周结算，提供保温箱。',
      },
    },
  },
  {
    category: 'software_developer',
    schedule: 'remote',
    employmentType: 'internship',
    baseSalaryRub: 70000,
    text: {
      en: {
        title: 'Junior frontend developer internship',
        company: 'Brightlines',
        description:
          'Build React screens with TypeScript next to a mentor. Code review every day, remote-friendly, a real product from week one.',
      },
      ru: {
        title: 'Стажёр frontend-разработчик',
        company: 'Яндекс Лавка',
        description:
          'Разработка интерфейсов на React и TypeScript с наставником. Код-ревью каждый день, можно удалённо.',
      },
      de: {
        title: 'Praktikum Softwareentwicklung',
        company: 'Nordlicht Software',
        description: 'Entwickle Web-Oberflächen mit TypeScript zusammen mit einem Mentor. Remote möglich.',
      },
      hi: {
        title: 'जूनियर सॉफ्टवेयर डेवलपर इंटर्नशिप',
        company: 'कोडशाला',
        description: 'मेंटर के साथ TypeScript और React में काम करें। घर से काम करने की सुविधा।',
      },
      sv: {
        title: 'Praktikant webbutvecklare',
        company: 'Kodverket',
        description: 'Bygg webbgränssnitt i TypeScript tillsammans med en handledare. Distansarbete möjligt.',
      },
    },
  },
  {
    category: 'sales_assistant',
    schedule: 'full_time',
    employmentType: 'full',
    baseSalaryRub: 48000,
    text: {
      en: {
        title: 'Sales assistant in a bookshop',
        company: 'Pages & Co',
        description:
          'Help readers find books, run the till and arrange displays. Staff discount and paid training.',
      },
      ru: {
        title: 'Продавец-консультант в книжный',
        company: 'Читай-город',
        description:
          'Помогать покупателям с выбором, работать на кассе, оформлять витрины. Скидка сотрудникам и оплачиваемое обучение.',
      },
      fr: {
        title: 'Vendeur en librairie',
        company: 'Librairie du Parc',
        description:
          'Conseiller les lecteurs, tenir la caisse et préparer les vitrines. Réduction pour le personnel.',
      },
      it: {
        title: 'Commesso in libreria',
        company: 'Libreria Aurora',
        description:
          'Aiutare i clienti nella scelta, gestire la cassa e allestire le vetrine. Formazione retribuita.',
      },
      pt: {
        title: 'Assistente de vendas em livraria',
        company: 'Livraria Atlântico',
        description: 'Ajudar os leitores, operar o caixa e organizar as montras. Formação paga.',
      },
    },
  },
  {
    category: 'waiter',
    schedule: 'shift',
    employmentType: 'part_time',
    baseSalaryRub: 42000,
    text: {
      en: {
        title: 'Waiter or waitress, evening shifts',
        company: 'The Green Table',
        description: 'Serve guests, take orders and set tables. Tips shared fairly, meals on shift.',
      },
      ru: {
        title: 'Официант на вечерние смены',
        company: 'Ресторан «Сад»',
        description:
          'Обслуживание гостей, приём заказов, сервировка. Чаевые делятся честно, питание на смене.',
      },
      cs: {
        title: 'Číšník / servírka na večerní směny',
        company: 'Restaurace U Lípy',
        description: 'Obsluha hostů, přijímání objednávek a prostírání. Spropitné a jídlo na směně.',
      },
      hu: {
        title: 'Felszolgáló esti műszakba',
        company: 'Zöld Asztal Étterem',
        description: 'Vendégek kiszolgálása, rendelések felvétele. Borravaló és étkezés a műszakban.',
      },
      ar: {
        title: 'نادل للمناوبات المسائية',
        company: 'مطعم الواحة',
        description: 'خدمة الضيوف وتلقي الطلبات وتجهيز الطاولات. وجبات مجانية أثناء المناوبة.',
      },
    },
  },
  {
    category: 'call_centre_operator',
    schedule: 'flexible',
    employmentType: 'part_time',
    baseSalaryRub: 38000,
    text: {
      en: {
        title: 'Customer support operator (chat)',
        company: 'HelpLine',
        description:
          'Answer customer questions in chat from home. Training provided, flexible schedule for students.',
      },
      ru: {
        title: 'Оператор чата поддержки',
        company: 'Связной',
        description: 'Отвечать на вопросы клиентов в чате из дома. Обучение, гибкий график для студентов.',
      },
      es: {
        title: 'Agente de atención al cliente',
        company: 'Atento Digital',
        description: 'Responde preguntas de clientes por chat desde casa. Formación incluida.',
      },
    },
  },
  {
    category: 'marketing_assistant',
    schedule: 'full_time',
    employmentType: 'internship',
    baseSalaryRub: 35000,
    text: {
      en: {
        title: 'Marketing intern for social media',
        company: 'Bloom Agency',
        description:
          'Plan posts, write captions and read the numbers with the team. A portfolio you can show by the end of summer.',
      },
      ru: {
        title: 'Стажёр в отдел маркетинга',
        company: 'Агентство «Цвет»',
        description:
          'Планировать посты, писать тексты и анализировать статистику вместе с командой. Портфолио к концу лета.',
      },
      de: {
        title: 'Praktikum Social-Media-Marketing',
        company: 'Blütezeit Agentur',
        description: 'Beiträge planen, Texte schreiben und Zahlen auswerten. Am Ende ein echtes Portfolio.',
      },
    },
  },
  {
    category: 'warehouse_worker',
    schedule: 'shift',
    employmentType: 'temporary',
    baseSalaryRub: 60000,
    text: {
      en: {
        title: 'Warehouse picker, weekly pay',
        company: 'Northern Logistics',
        description:
          'Pick and pack orders on a scanner. Day or night shifts, paid every week, transport from the metro.',
      },
      ru: {
        title: 'Комплектовщик на склад, еженедельные выплаты',
        company: 'Озон',
        description:
          'Сборка заказов со сканером. Дневные и ночные смены, выплаты каждую неделю, развозка от метро.',
      },
      pl: {
        title: 'Pracownik magazynu, wypłata co tydzień',
        company: 'Logistyka Północ',
        description: 'Kompletowanie zamówień ze skanerem. Zmiany dzienne lub nocne.',
      },
    },
  },
  {
    category: 'tutor',
    schedule: 'flexible',
    employmentType: 'part_time',
    baseSalaryRub: 30000,
    text: {
      en: {
        title: 'Maths tutor for school pupils',
        company: 'StudyBuddy',
        description:
          'Help pupils aged 10–15 with maths online or at a learning centre. Lesson plans provided.',
      },
      ru: {
        title: 'Репетитор по математике для школьников',
        company: 'Умназия',
        description:
          'Занятия по математике с учениками 10–15 лет онлайн или в центре. Методички предоставляются.',
      },
      fr: {
        title: 'Professeur particulier de maths',
        company: 'Soutien Scolaire Plus',
        description: 'Aider des élèves de collège en mathématiques, en ligne ou en centre.',
      },
    },
  },
];
