import { useEffect, useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_MEDIA_TYPES, type TCompany } from '@debut/contract/companies';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { CompanyLogo } from '../../../entities/companies/company-logo.tsx';
import { useRemoveLogo, useUploadLogo } from '../api/company.ts';
import { Section } from '../../../shared/ui/section.tsx';

const ACCEPTED: readonly string[] = LOGO_MEDIA_TYPES;

/**
 * The logo: a file of the accepted types and size goes up as it is and the server keeps a square,
 * re-encoded copy. The chosen file shows at once while it uploads; the saved one replaces it.
 */
export function LogoSection({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const upload = useUploadLogo(company._id);
  const remove = useRemoveLogo(company._id);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    // The server decides by the bytes; these two checks only spare a pointless upload.
    const refusal = !ACCEPTED.includes(file.type)
      ? t('companies.logo.wrongType')
      : file.size > LOGO_MAX_BYTES
        ? t('companies.logo.tooLarge')
        : null;
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => showSuccessToast(t('companies.logo.uploaded')),
      onError: (failure) => setProblem(errorMessage(failure)),
      onSettled: () => setPreview(null),
    });
  };

  const shown = { name: company.name, logoUrl: preview ?? company.logoUrl };
  return (
    <Section title={t('companies.logo.title')}>
      <Group gap="md" wrap="nowrap" align="center">
        <CompanyLogo company={shown} size={96} alt={t('companies.logo.alt', { name: company.name })} />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('companies.logo.hint')}
          </Text>
          <Group gap="xs">
            <FileButton onChange={choose} accept={LOGO_MEDIA_TYPES.join(',')}>
              {(props) => (
                <Button {...props} size="xs" loading={upload.isPending}>
                  {company.logoUrl ? t('companies.logo.replace') : t('companies.logo.choose')}
                </Button>
              )}
            </FileButton>
            {company.logoUrl && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => showSuccessToast(t('companies.logo.removed')),
                    onError: (failure) => setProblem(errorMessage(failure)),
                  })
                }
              >
                {t('companies.logo.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Section>
  );
}
