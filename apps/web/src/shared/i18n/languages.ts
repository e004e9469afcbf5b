import { LANGUAGES, type TLanguage } from '@debut/contract/constants';

export function isLanguage(code: string): code is TLanguage {
  return (LANGUAGES as readonly string[]).includes(code);
}
