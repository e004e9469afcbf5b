/**
 * Real cities the demo vacancies are spread over, with the language their ads are written in and the
 * country (ISO 3166-1) whose currency their jobs pay in.
 */
export const CITIES = [
  { name: 'Москва', lat: 55.7558, lng: 37.6173, language: 'ru', country: 'RU' },
  { name: 'Санкт-Петербург', lat: 59.9343, lng: 30.3351, language: 'ru', country: 'RU' },
  { name: 'Казань', lat: 55.7961, lng: 49.1064, language: 'ru', country: 'RU' },
  { name: 'Новосибирск', lat: 55.0084, lng: 82.9357, language: 'ru', country: 'RU' },
  { name: 'Екатеринбург', lat: 56.8389, lng: 60.6057, language: 'ru', country: 'RU' },
  { name: 'Нижний Новгород', lat: 56.2965, lng: 43.9361, language: 'ru', country: 'RU' },
  { name: 'London', lat: 51.5072, lng: -0.1276, language: 'en', country: 'GB' },
  { name: 'Manchester', lat: 53.4808, lng: -2.2426, language: 'en', country: 'GB' },
  { name: 'Madrid', lat: 40.4168, lng: -3.7038, language: 'es', country: 'ES' },
  { name: 'Barcelona', lat: 41.3874, lng: 2.1686, language: 'es', country: 'ES' },
  { name: 'Paris', lat: 48.8566, lng: 2.3522, language: 'fr', country: 'FR' },
  { name: 'Lyon', lat: 45.764, lng: 4.8357, language: 'fr', country: 'FR' },
  { name: 'Berlin', lat: 52.52, lng: 13.405, language: 'de', country: 'DE' },
  { name: 'München', lat: 48.1351, lng: 11.582, language: 'de', country: 'DE' },
  { name: 'Praha', lat: 50.0755, lng: 14.4378, language: 'cs', country: 'CZ' },
  { name: 'Budapest', lat: 47.4979, lng: 19.0402, language: 'hu', country: 'HU' },
  { name: 'Roma', lat: 41.9028, lng: 12.4964, language: 'it', country: 'IT' },
  { name: 'Stockholm', lat: 59.3293, lng: 18.0686, language: 'sv', country: 'SE' },
  { name: 'Warszawa', lat: 52.2297, lng: 21.0122, language: 'pl', country: 'PL' },
  { name: 'Lisboa', lat: 38.7223, lng: -9.1393, language: 'pt', country: 'PT' },
  { name: 'Dubai', lat: 25.2048, lng: 55.2708, language: 'ar', country: 'AE' },
  { name: 'Delhi', lat: 28.6139, lng: 77.209, language: 'hi', country: 'IN' },
  { name: '上海', lat: 31.2304, lng: 121.4737, language: 'zh', country: 'CN' },
  { name: '東京', lat: 35.6762, lng: 139.6503, language: 'ja', country: 'JP' },
] as const;
export type City = (typeof CITIES)[number];
