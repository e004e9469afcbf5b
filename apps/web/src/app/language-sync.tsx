import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../entities/auth/session-store.ts';
import { updateMe, mergeUser } from '../entities/auth/update-me.ts';
import { isLanguage } from '../shared/i18n/languages.ts';

/**
 * The language someone reads Debut in is the one their e-mails are written in: whenever a
 * signed-in person's interface language differs from the one on their account, the account follows.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const language = i18n.resolvedLanguage;
  const userId = user?.id;
  const saved = user?.language;
  useEffect(() => {
    if (!userId || !language || !isLanguage(language) || language === saved) return;
    // A failure is harmless: the next visit or language change tries again.
    updateMe({ language }).then(mergeUser, () => undefined);
  }, [userId, language, saved]);
  return null;
}
