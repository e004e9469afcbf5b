import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeLanguageName } from '../../shared/i18n/language-names.ts';
import classes from './layout.module.css';
import { useLanguageChoice } from './use-language-choice.ts';

/** The visitor's language choice, each language named in itself. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const { current, languages, choose } = useLanguageChoice();

  return (
    <div className={classes.language}>
      <label htmlFor={id} className={classes.languageLabel}>
        {t('nav.language')}
      </label>
      {/* A native select: the phone's own picker, and no combobox code on /login. */}
      <select
        id={id}
        className={classes.languageSelect}
        value={current}
        onChange={(event) => choose(event.currentTarget.value)}
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
