import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from '../shared/i18n/document-language.ts';

/** Gives Mantine the interface language's direction, so Arabic mirrors. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = uiLanguage(i18n);
  useEffect(() => setDirection(i18n.dir(language)), [i18n, language, setDirection]);
  return null;
}
