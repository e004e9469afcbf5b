import { describe, expect, it } from 'vitest';
import { privacyRu } from './content/privacy.ru.ts';
import { termsRu } from './content/terms.ru.ts';
import type { LegalDocument } from './legal-document.ts';
import { fillLegalDocument, legalSettingsOf } from './legal-settings.ts';

const allText = (document: LegalDocument) =>
  [document.title, document.intro, ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs])]
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('the legal texts quote the settings', () => {
  it('write the configured price, approximate dollars and listing days, not 200 roubles and 30 days', () => {
    const terms = allText(fillLegalDocument(termsRu, { priceRub: 350, priceUsd: 4.5, listingDays: 21 }));
    expect(terms).toContain('Стоимость публикации одной вакансии составляет 350 ₽');
    expect(terms).toContain('4,50 $ в долларах США');
    expect(terms).toContain('в течение 21 календарного дня с момента публикации');
    expect(terms).toContain('не превышает 350 ₽.');
    expect(terms).not.toMatch(/200|двести|двухсот|30 \(тридцати\) календарных дней с момента публикации/);
    expect(terms).not.toContain('{{');
  });

  it('fall back to SPEC.md’s defaults until the configuration is known, with Russian plurals', () => {
    expect(legalSettingsOf(undefined)).toEqual({ priceRub: 200, priceUsd: 2, listingDays: 30 });
    const terms = allText(fillLegalDocument(termsRu, legalSettingsOf(undefined)));
    expect(terms).toContain('составляет 200 ₽, что ориентировочно соответствует 2 $ в долларах США');
    expect(terms).toContain('в течение 30 календарных дней с момента публикации');
    expect(allText(fillLegalDocument(termsRu, { priceRub: 1, priceUsd: 1, listingDays: 3 }))).toContain(
      'в течение 3 календарных дней',
    );
  });

  it('leave no placeholder in the privacy policy either', () => {
    expect(allText(fillLegalDocument(privacyRu, legalSettingsOf(undefined)))).not.toContain('{{');
  });
});
