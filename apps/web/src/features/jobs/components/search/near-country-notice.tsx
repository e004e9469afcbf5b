import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from '../../../../shared/i18n/document-language.ts';
import { countryName } from '../../../../entities/places/place-label.ts';

interface NearCountryNoticeProps {
  country: string;
  onClear: () => void;
}

/**
 * Says that the results start from the seeker's country, so it is never a hidden filter. One small
 * line with its action inline: on a phone it sits above the results and must not push them down.
 */
export function NearCountryNotice({ country, onClear }: NearCountryNoticeProps) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="xs" mb={6}>
      {t('places.near', { country: countryName(country, uiLanguage(i18n)) })}{' '}
      <Anchor component="button" type="button" size="xs" fw={600} onClick={onClear}>
        {t('places.nearClear')}
      </Anchor>
    </Text>
  );
}
