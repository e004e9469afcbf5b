import 'i18next';
import type en from '../../../public/locales/en/translation.json';

/**
 * The English catalogue is the source of every key (decision 024): a key that is not in it does not
 * compile. String keys, not the selector API (`enableSelector`), which would rewrite every call.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
