import { DEFAULT_LISTING_DAYS, DEFAULT_PRICE_RUB, DEFAULT_PRICE_USD_APPROX } from '@debut/contract/constants';
import type { TClientConfig } from '@debut/contract/config';
import { formatMoney } from '@debut/contract/money';
import type { LegalDocument } from './legal-document.ts';

/** The settings the legal texts quote (PRICE_RUB, PRICE_USD_APPROX, LISTING_DAYS). */
export interface LegalSettings {
  priceRub: number;
  priceUsd: number;
  listingDays: number;
}

export function legalSettingsOf(config: TClientConfig | undefined): LegalSettings {
  return {
    priceRub: config?.price.amount ?? DEFAULT_PRICE_RUB,
    priceUsd: config?.price.approxUsd ?? DEFAULT_PRICE_USD_APPROX,
    listingDays: config?.listingDays ?? DEFAULT_LISTING_DAYS,
  };
}

/** "30 календарных дней", "21 календарного дня" (after "в течение", the genitive). */
function calendarDaysRu(days: number): string {
  const noun = new Intl.PluralRules('ru').select(days) === 'one' ? 'календарного дня' : 'календарных дней';
  return `${days} ${noun}`;
}

/**
 * The document with its placeholders filled: {{price}}, {{priceUsd}} and {{listingDays}}. The texts
 * are Russian (authoritative), so the figures are written the Russian way whatever the interface
 * language; an operator who changes the price or the lifetime changes the terms with it.
 */
export function fillLegalDocument(document: LegalDocument, settings: LegalSettings): LegalDocument {
  const values: Record<string, string> = {
    price: formatMoney('ru', settings.priceRub, 'RUB'),
    priceUsd: formatMoney('ru', settings.priceUsd, 'USD'),
    listingDays: calendarDaysRu(settings.listingDays),
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return {
    ...document,
    title: fill(document.title),
    intro: fill(document.intro),
    sections: document.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
}
