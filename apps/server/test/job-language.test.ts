import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@debut/contract/constants';
import { jobLanguage } from '../src/modules/jobs/written-language.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

/** One short job text in each of the interface's languages, as an employer writes it. */
const WRITTEN: Record<(typeof LANGUAGES)[number], { title: string; description: string }> = {
  en: {
    title: 'Barista at a city café',
    description: 'Make coffee, greet guests and keep the bar clean. Training from day one.',
  },
  ru: {
    title: 'Бариста в городское кафе',
    description: 'Готовить кофе, встречать гостей и следить за чистотой бара. Обучение с первого дня.',
  },
  de: {
    title: 'Barista in einem Stadtcafé',
    description:
      'Kaffee zubereiten, Gäste begrüßen und die Bar sauber halten. Einarbeitung ab dem ersten Tag.',
  },
  fr: {
    title: 'Barista dans un café du centre',
    description:
      'Préparer le café, accueillir les clients et garder le bar propre. Formation dès le premier jour.',
  },
  es: {
    title: 'Barista en una cafetería de la ciudad',
    description:
      'Preparar café, recibir a los clientes y mantener la barra limpia. Formación desde el primer día.',
  },
  it: {
    title: 'Barista in un caffè del centro',
    description:
      'Preparare il caffè, accogliere i clienti e tenere pulito il bancone. Formazione dal primo giorno.',
  },
  pt: {
    title: 'Barista num café da cidade',
    description: 'Preparar café, receber os clientes e manter o balcão limpo. Formação desde o primeiro dia.',
  },
  pl: {
    title: 'Barista w kawiarni w centrum',
    description: 'Parzenie kawy, witanie gości i dbanie o czystość baru. Szkolenie od pierwszego dnia.',
  },
  cs: {
    title: 'Barista do kavárny ve městě',
    description: 'Příprava kávy, vítání hostů a udržování čistoty baru. Zaškolení od prvního dne.',
  },
  hu: {
    title: 'Barista egy belvárosi kávézóba',
    description:
      'Kávét készíteni, fogadni a vendégeket és tisztán tartani a pultot. Betanítás az első naptól.',
  },
  sv: {
    title: 'Barista till ett kafé i stan',
    description: 'Brygga kaffe, ta emot gästerna och hålla baren ren. Upplärning från första dagen.',
  },
  ar: {
    title: 'باريستا في مقهى بالمدينة',
    description: 'تحضير القهوة واستقبال الضيوف والحفاظ على نظافة البار. تدريب من اليوم الأول.',
  },
  hi: {
    title: 'शहर के कैफ़े में बरिस्ता',
    description: 'कॉफ़ी बनाना, मेहमानों का स्वागत करना और बार को साफ़ रखना। पहले दिन से प्रशिक्षण।',
  },
  ja: {
    title: '街のカフェのバリスタ',
    description:
      'コーヒーを入れ、お客様をお迎えし、カウンターを清潔に保つお仕事です。初日から研修があります。',
  },
  zh: { title: '城市咖啡馆咖啡师', description: '制作咖啡，接待客人，保持吧台清洁。第一天起就有培训。' },
};

describe('jobLanguage', () => {
  it.each(LANGUAGES.map((language) => [language] as const))('tells a job written in %s', (language) => {
    expect(jobLanguage(WRITTEN[language])).toBe(language);
  });

  it('says nothing of a text too short to tell', () => {
    expect(jobLanguage({ title: 'Barista', description: 'Café' })).toBeNull();
  });
});
