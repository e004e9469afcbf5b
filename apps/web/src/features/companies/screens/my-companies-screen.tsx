import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANIES_PER_ACCOUNT, type TMyCompany } from '@debut/contract/companies';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { CompanyLogo } from '../../../entities/companies/company-logo.tsx';
import { useMyCompanies } from '../../../entities/companies/my-companies-query.ts';
import { VerificationMark } from '../../../entities/companies/verification-mark.tsx';
import { ROLE_LABELS } from '../lib/labels.ts';

function CompanyCard({ company }: { company: TMyCompany }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyLogo company={company} size={48} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/my-companies/${company._id}`} inherit>
                <bdi>{company.name}</bdi>
              </Anchor>
            </Title>
            <VerificationMark level={company.verification} />
          </Group>
          <Group gap="sm">
            <Badge variant="light" color={company.role === 'owner' ? 'blue' : 'gray'}>
              {t(ROLE_LABELS[company.role])}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('companies.my.liveJobs', { formatted: format.number(company.jobsCount) })}
            </Text>
            <Anchor href={company.publicUrl} size="sm">
              {t('companies.my.publicPage')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /my-companies: the companies the person works for, with their role in each, and a new one. */
export function MyCompaniesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.my.title'));
  const companies = useMyCompanies();
  const full = (companies.data?.length ?? 0) >= COMPANIES_PER_ACCOUNT;
  const create = (
    <Button component={Link} to="/my-companies/new">
      {t('companies.my.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('companies.my.title')}</Title>
        {!full && create}
      </Group>
      <Text>{t('companies.my.intro')}</Text>
      {full && (
        <Text size="sm" c="dimmed">
          {t('errors.codes.COMPANY_LIMIT')}
        </Text>
      )}
      <QueryState
        query={companies}
        loadFailed={t('companies.my.loadFailed')}
        empty={{ title: t('companies.my.empty'), hint: t('companies.my.emptyHint'), action: create }}
        list
      >
        {(items) => items.map((company) => <CompanyCard key={company._id} company={company} />)}
      </QueryState>
    </Stack>
  );
}
