import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from '../../../../shared/i18n/document-language.ts';
import { countryName } from '../../lib/place-label.ts';

interface NearCountryNoticeProps {
  country: string;
  onClear: () => void;
}

/** Says that the results start from the seeker's country, so it is never a hidden filter. */
export function NearCountryNotice({ country, onClear }: NearCountryNoticeProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" mb="sm" wrap="wrap">
      <Text size="sm">{t('places.near', { country: countryName(country, uiLanguage(i18n)) })}</Text>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('places.nearClear')}
      </Button>
    </Group>
  );
}
