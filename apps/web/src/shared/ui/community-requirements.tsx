import { List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * SPEC.md §9's community requirements, in its order: the create-job information dialog and the
 * payment summary show this one list, so both say the same in every language.
 */
const REQUIREMENT_KEYS = [
  'jobs.create.info.requirements.company',
  'jobs.create.info.requirements.truthful',
  'jobs.create.info.requirements.contacts',
  'jobs.create.info.requirements.laws',
] as const;

export function CommunityRequirements({ titleSize = 'h4' }: { titleSize?: 'h4' | 'h5' }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={2} size={titleSize}>
        {t('jobs.create.info.requirementsTitle')}
      </Title>
      <List spacing={4}>
        {REQUIREMENT_KEYS.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
