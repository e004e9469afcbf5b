import { useTranslation } from 'react-i18next';
import { SELECTOR_LANGUAGES } from '@debut/contract/constants';
import { session } from '../../entities/auth/session-store.ts';
import { mergeUser, updateMe } from '../../entities/auth/update-me.ts';
import { uiLanguage } from '../../shared/i18n/document-language.ts';
import { isLanguage } from '../../shared/i18n/languages.ts';

/** Saves the choice on the account so e-mails use it too; a failure only costs that. */
function rememberLanguage(language: string): void {
  if (!session.get().user || !isLanguage(language)) return;
  updateMe({ language }).then(mergeUser, () => undefined);
}

/**
 * The five selector languages (SPEC.md §1) and the current one, for the visitor's select and the
 * signed-in user's menu alike. A language reached through ?lng= but not offered stays listed as the
 * current choice.
 */
export function useLanguageChoice(): {
  current: string;
  languages: string[];
  choose: (language: string) => void;
} {
  const { i18n } = useTranslation();
  const current = uiLanguage(i18n);
  const languages: string[] = [...SELECTOR_LANGUAGES];
  if (!languages.includes(current)) languages.push(current);
  const choose = (language: string) => {
    void i18n.changeLanguage(language);
    rememberLanguage(language);
  };
  return { current, languages, choose };
}
