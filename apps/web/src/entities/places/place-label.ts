import type { TPlace } from '@debut/contract/places';
import { regionNames } from '@debut/contract/intl-formats';

/** The country's name in the reader's language ("Russia", "Россия"), or its code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return regionNames(language).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Name, Region, Country", leaving out a region that repeats the name. */
export function placeLabel(place: TPlace, language: string): string {
  const parts = [place.name];
  if (place.region && place.region !== place.name) parts.push(place.region);
  parts.push(countryName(place.country, language));
  return parts.join(', ');
}
