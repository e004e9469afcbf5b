import { useId } from 'react';
import { Alert, Button, Skeleton, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_KIND_TEXTS,
  NOTIFICATION_KINDS,
} from '../../../entities/notifications/notification-kinds.ts';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../../../entities/notifications/notifications-api.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showErrorToast } from '../../../shared/ui/toast.ts';

/** "Mails": one switch per kind of mail (DESIGN.md §14.0), each saved as soon as it moves. */
export function MailSettingsSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings((error) =>
    showErrorToast(t('mailSettings.saveFailed', { reason: errorMessage(error) })),
  );

  if (settings.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        {NOTIFICATION_KINDS.map((kind) => (
          <Skeleton key={kind} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          {t('mailSettings.loadFailed', { reason: errorMessage(settings.error) })}
          <Button variant="default" size="xs" onClick={() => void settings.refetch()}>
            {t('mailSettings.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          checked={settings.data.settings[kind]}
          onChange={(event) => update.mutate({ [kind]: event.currentTarget.checked })}
          // Mantine wraps label and description in one <label>: the switch is named by its label alone
          // and described by its explanation, as a screen reader should read them.
          aria-labelledby={`${id}-${kind}-label`}
          aria-describedby={`${id}-${kind}-hint`}
          label={<span id={`${id}-${kind}-label`}>{t(NOTIFICATION_KIND_TEXTS[kind].label)}</span>}
          description={<span id={`${id}-${kind}-hint`}>{t(NOTIFICATION_KIND_TEXTS[kind].hint)}</span>}
          size="md"
        />
      ))}
    </Stack>
  );
}
