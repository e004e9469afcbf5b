import { useEffect } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { THiddenItem } from '@debut/contract/hidden';
import { useHidden, useSetHidden, type HiddenTarget } from '../../../entities/hidden/hidden-api.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { showErrorToast } from '../../../shared/ui/toast.ts';
import type { TranslationKey } from '../../../shared/i18n/translation-key.ts';

const GROUPS: { kind: HiddenTarget['kind']; list: 'jobs' | 'companies' | 'owners'; title: TranslationKey }[] =
  [
    { kind: 'job', list: 'jobs', title: 'hidden.jobs' },
    { kind: 'company', list: 'companies', title: 'hidden.companies' },
    { kind: 'owner', list: 'owners', title: 'hidden.owners' },
  ];

/** The profile's "Hidden" list (DESIGN.md §14.3): what the person hid, each to show again. */
export function HiddenSection() {
  const { t } = useTranslation();
  const hidden = useHidden();
  const setHidden = useSetHidden();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const { hash } = useLocation();
  const loaded = hidden.isSuccess;
  // Sent here from a job's "Hide" menu: the list is further down than the first screen.
  useEffect(() => {
    if (hash === '#hidden' && loaded) document.getElementById('hidden')?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  if (hidden.isPending) return null;
  if (hidden.isError) {
    return (
      <LoadError title={t('hidden.loadFailed')} error={hidden.error} onRetry={() => void hidden.refetch()} />
    );
  }
  const show = (kind: HiddenTarget['kind'], item: THiddenItem) =>
    setHidden.mutate(
      { target: { kind, id: item.id }, hide: false },
      { onError: (error) => showErrorToast(t('hidden.failed', { reason: errorMessage(error) })) },
    );
  const groups = GROUPS.filter((group) => hidden.data[group.list].length > 0);
  if (groups.length === 0) return <Text c="dimmed">{t('hidden.none')}</Text>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Stack key={group.kind} gap={6}>
          <Title order={3} size="h5">
            {t(group.title)}
          </Title>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {hidden.data[group.list].map((item) => (
              <Group key={item.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    <bdi>{item.label}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('hidden.since', { date: formatDate(item.hiddenAt) })}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t('hidden.showNamed', { name: item.label })}
                  onClick={() => show(group.kind, item)}
                >
                  {t('hidden.undo')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
