import { Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScreenLoading } from '../../shared/lib/screen-loading.ts';
import classes from './layout.module.css';

/**
 * "Loading…" while the next screen's code loads during an in-app navigation (SPEC.md §2). It floats
 * over the page instead of taking room, so the shown screen never moves (decision 028).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useScreenLoading();
  // It fades in after 200 ms (layout.module.css): a quick chunk does not flash a notice.
  if (!loading) return null;
  return (
    <Paper
      role="status"
      shadow="sm"
      radius="xl"
      px="md"
      py={6}
      withBorder
      className={classes.navigationProgress}
    >
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    </Paper>
  );
}
