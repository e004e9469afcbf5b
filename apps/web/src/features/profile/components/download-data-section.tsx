import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';

/** "Download my data": a JSON file with everything the account holds (privacy policy 8.2). */
export function DownloadDataSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const download = useDownloadMyData();

  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          {t('profile.data.download')}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" variant="light">
          {t('profile.data.failed', { reason: errorMessage(download.error) })}
        </Alert>
      )}
    </Stack>
  );
}
