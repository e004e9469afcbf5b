import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { nextFromSearch } from '../../entities/auth/return-to.ts';
import { useSession } from '../../entities/auth/session-store.ts';
import { useUpdateMe } from '../../entities/auth/update-me.ts';
import { useCountryOptions } from '../../shared/i18n/country-options.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/** SPEC.md §2: a signed-in user without a country chooses one before anything else. */
export function SelectCountryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('country.title'));
  const navigate = useNavigate();
  // The page a new account was on its way to before it had to choose a country (RequireCountry).
  const next = nextFromSearch(useLocation().search);
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const options = useCountryOptions();
  const update = useUpdateMe();
  const [country, setCountry] = useState<string | null>(user?.country ?? null);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!country) {
      setMissing(true);
      return;
    }
    update.mutate({ country }, { onSuccess: () => void navigate(next ?? '/jobs', { replace: true }) });
  };

  return (
    <Container size={440} px={0}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('country.title')}
            </Title>
            <Text>{t('country.description')}</Text>
            <Select
              label={t('country.label')}
              data={options}
              value={country}
              onChange={(value) => {
                setCountry(value);
                setMissing(false);
              }}
              searchable
              required
              nothingFoundMessage={t('country.nothingFound')}
              error={missing ? t('validation.countryRequired') : undefined}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={280}
            />
            <Button type="submit" loading={update.isPending} fullWidth>
              {t('country.submit')}
            </Button>
            {update.isError && (
              <Alert color="red" variant="light">
                {errorMessage(update.error)}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
