import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_ID}`}>
      {t('nav.skipToContent')}
    </a>
  );
}
