import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTOR_LANGUAGES } from '@debut/contract/constants';
import { session } from '../../shared/auth/session-store.ts';
import { mergeUser, updateMe } from '../../shared/auth/update-me.ts';
import { uiLanguage } from '../../shared/i18n/document-language.ts';
import { nativeLanguageName } from '../../shared/i18n/language-names.ts';
import { isLanguage } from '../../shared/i18n/languages.ts';
import classes from './layout.module.css';

/** Saves the choice on the account so e-mails use it too; a failure only costs that. */
function rememberLanguage(language: string): void {
  if (!session.get().user || !isLanguage(language)) return;
  updateMe({ language }).then(mergeUser, () => undefined);
}

/** The five selector languages (SPEC.md §1), each named in itself. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = uiLanguage(i18n);
  // A language reached through ?lng= but not offered stays visible as the current choice.
  const languages: string[] = [...SELECTOR_LANGUAGES];
  if (!languages.includes(current)) languages.push(current);

  const onChange = (language: string) => {
    void i18n.changeLanguage(language);
    rememberLanguage(language);
  };

  return (
    <div className={classes.language}>
      <label htmlFor={id} className={classes.languageLabel}>
        {t('nav.language')}
      </label>
      {/* A native select: the phone's own picker, and no combobox code on every page. */}
      <select
        id={id}
        className={classes.languageSelect}
        value={current}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
