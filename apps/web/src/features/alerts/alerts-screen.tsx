import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALERT_FREQUENCIES, ALERT_NAME, type TAlert, type TAlertFrequency } from '@debut/contract/alerts';
import {
  FREQUENCY_LABELS,
  useAlerts,
  useDeleteAlert,
  useUpdateAlert,
} from '../../entities/alerts/alerts-api.ts';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { isolate } from '../../shared/i18n/isolate.ts';
import { useFormatDate } from '../../shared/i18n/use-format-date.ts';
import { useFormatNumber } from '../../shared/i18n/use-format-number.ts';
import { useProfessionText } from '../../entities/professions/profession-names.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { showErrorToast, showSuccessToast } from '../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { alertSummary } from './alert-summary.ts';

function AlertCard({ alert }: { alert: TAlert }) {
  const { t } = useTranslation();
  const professionText = useProfessionText([alert.query.category]);
  const format = useFormatNumber();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const [confirming, setConfirming] = useState(false);

  const change = (changes: Parameters<typeof update.mutate>[0]['changes'], done?: () => void) =>
    update.mutate(
      { id: alert.id, changes },
      { onSuccess: () => done?.(), onError: (error) => showErrorToast(errorMessage(error)) },
    );

  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="alert-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          {renaming ? (
            <form
              noValidate
              style={{ flex: 1, minWidth: 0 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (name.trim() === '') return;
                change({ name: name.trim() }, () => setRenaming(false));
              }}
            >
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('alerts.name')}
                  value={name}
                  maxLength={ALERT_NAME.max}
                  data-autofocus
                  style={{ flex: 1, minWidth: 160 }}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                <Button type="submit" loading={update.isPending}>
                  {t('alerts.save')}
                </Button>
                <Button variant="default" onClick={() => setRenaming(false)}>
                  {t('common.cancel')}
                </Button>
              </Group>
            </form>
          ) : (
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <Anchor component={Link} to={`/alerts/${alert.id}`} inherit>
                <bdi>{alert.name}</bdi>
              </Anchor>
            </Title>
          )}
          <Group gap="xs">
            {alert.newCount > 0 && (
              <Badge color="red" variant="filled" data-testid="alert-new-count">
                {t('alerts.newCount', { count: alert.newCount, formatted: format.number(alert.newCount) })}
              </Badge>
            )}
            {alert.paused && <Badge variant="light">{t('alerts.paused')}</Badge>}
          </Group>
        </Group>
        <Text size="sm">
          {alertSummary(t, alert.query, professionText, (value) => format.number(value)).map(
            (part, index) => (
              <span key={index}>
                {index > 0 && ' · '}
                <bdi>{part}</bdi>
              </span>
            ),
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {alert.lastMatchedAt
            ? t('alerts.lastMatch', { date: formatDate(alert.lastMatchedAt) })
            : t('alerts.noMatches')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/alerts/${alert.id}`} size="xs">
            {t('alerts.open')}
          </Button>
          <Select
            size="xs"
            aria-label={t('alerts.frequencyLabel')}
            value={alert.frequency}
            allowDeselect={false}
            data={ALERT_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
            onChange={(value) => value && change({ frequency: value as TAlertFrequency })}
            w={140}
          />
          <Button size="xs" variant="default" onClick={() => change({ paused: !alert.paused })}>
            {alert.paused ? t('alerts.resume') : t('alerts.pause')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setName(alert.name);
              setRenaming(true);
            }}
          >
            {t('alerts.rename')}
          </Button>
          <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('alerts.delete')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('alerts.deleteTitle')}
        confirmLabel={t('alerts.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false);
              showSuccessToast(t('alerts.deleted'));
            },
          })
        }
      >
        <Text>{t('alerts.deleteText', { name: isolate(alert.name) })}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** /alerts: the saved searches with their new matches; each renamed, paused, retimed, deleted or opened. */
export function AlertsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.title'));
  const alerts = useAlerts();
  const items = alerts.data?.items ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>{t('alerts.title')}</Title>
      <Text>{t('alerts.intro')}</Text>
      <QueryState
        query={alerts}
        loadFailed={t('alerts.loadError')}
        items={items}
        empty={{
          title: t('alerts.emptyTitle'),
          hint: t('alerts.empty'),
          action: (
            <Button component={Link} to="/jobs">
              {t('alerts.findJobs')}
            </Button>
          ),
        }}
        list
      >
        {(shown) => shown.map((alert) => <AlertCard key={alert.id} alert={alert} />)}
      </QueryState>
    </Stack>
  );
}
