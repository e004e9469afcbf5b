import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TCompany, TCreateCompanyRequest } from '@debut/contract/companies';
import { isApiError } from '../../../shared/api/api-error.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import classes from './company-screen.module.css';
import { CompanyLogo } from '../../../entities/companies/company-logo.tsx';
import { VerificationMark } from '../../../entities/companies/verification-mark.tsx';
import { ResponseFigures } from '../../../entities/jobs/response-figures.tsx';
import { useCompany, useUpdateCompany } from '../api/company.ts';
import { CompanyForm } from '../components/company-form.tsx';
import { LogoSection } from '../components/logo-section.tsx';
import { MembersSection } from '../components/members-section.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { VerificationSection } from '../components/verification-section.tsx';
import { ROLE_LABELS } from '../lib/labels.ts';
import { changedCompanyFields, companyToForm } from '../schemas/company-form-schema.ts';

function Details({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const update = useUpdateCompany(company._id);
  const isOwner = company.role === 'owner';
  const onSubmit = async (request: TCreateCompanyRequest) => {
    await update.mutateAsync(changedCompanyFields(company, request));
    showSuccessToast(t('companies.edit.saved'));
  };
  return (
    <Section title={t('companies.edit.details')}>
      {!isOwner && <Text size="sm">{t('companies.edit.readOnly')}</Text>}
      <CompanyForm
        // A saved change is the form's new starting point (and "Save" waits for the next one).
        key={JSON.stringify(companyToForm(company))}
        defaultValues={companyToForm(company)}
        submitLabel={t('companies.edit.save')}
        onSubmit={onSubmit}
        requireChanges
        readOnly={!isOwner}
      />
    </Section>
  );
}

function Heading({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <CompanyLogo company={company} size={64} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        {/* The mark follows the name's last word; a long name wraps between words, hyphenated in the
            name's own language where it must, never cut inside a word (issue 27 item 13). */}
        <div className={classes.nameRow}>
          <Title order={1} className={classes.name}>
            <bdi>{company.name}</bdi>
          </Title>{' '}
          <VerificationMark level={company.verification} />
        </div>
        <Group gap="sm">
          {company.role && (
            <Badge variant="light" color={company.role === 'owner' ? 'blue' : 'gray'}>
              {t(ROLE_LABELS[company.role])}
            </Badge>
          )}
          <Anchor href={company.publicUrl} size="sm">
            {t('companies.my.publicPage')}
          </Anchor>
        </Group>
        <ResponseFigures figures={company.response} />
      </Stack>
    </Group>
  );
}

/**
 * /my-companies/:id: a member's workspace for one company: the details (owners edit them), the
 * logo, the verification and the team. Anyone else signed in may read the company but not its team.
 */
export function CompanyScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const company = useCompany(id);
  useDocumentTitle(company.data?.name ?? t('companies.my.title'));

  if (company.isPending) return <PageLoader />;
  if (company.isError) {
    const missing = isApiError(company.error) && [400, 404].includes(company.error.status);
    if (!missing) {
      return (
        <LoadError
          title={t('companies.edit.loadFailed')}
          error={company.error}
          onRetry={() => void company.refetch()}
        />
      );
    }
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('companies.edit.notFound')}</Title>
        <Button component={Link} to="/my-companies">
          {t('companies.edit.back')}
        </Button>
      </Stack>
    );
  }

  const current = company.data;
  const member = current.role !== undefined;
  return (
    <Stack gap="lg" maw={860} w="100%">
      <Anchor component={Link} to="/my-companies" size="sm">
        {t('companies.edit.back')}
      </Anchor>
      <Heading company={current} />
      {!member && (
        <Alert variant="light" color="gray">
          {t('companies.edit.notMember')}
        </Alert>
      )}
      {member && <Details company={current} />}
      {current.role === 'owner' && <LogoSection company={current} />}
      {member && <VerificationSection company={current} />}
      {member && <MembersSection company={current} />}
    </Stack>
  );
}
