import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TCreateCompanyRequest } from '@debut/contract/companies';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useCreateCompany } from '../api/company.ts';
import { CompanyForm } from '../components/company-form.tsx';
import { EMPTY_COMPANY_FORM } from '../schemas/company-form-schema.ts';

/** /my-companies/new: the details first; the logo, the team and the verification follow on its page. */
export function NewCompanyScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.new.title'));
  const navigate = useNavigate();
  const create = useCreateCompany();

  const onSubmit = async (request: TCreateCompanyRequest) => {
    const company = await create.mutateAsync(request);
    showSuccessToast(t('companies.new.success'));
    await navigate(`/my-companies/${company._id}`, { replace: true });
  };

  return (
    <Stack gap="lg" maw={760} w="100%">
      <Anchor component={Link} to="/my-companies" size="sm">
        {t('companies.edit.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('companies.new.title')}</Title>
        <Text>{t('companies.new.intro')}</Text>
      </Stack>
      <CompanyForm
        defaultValues={EMPTY_COMPANY_FORM}
        submitLabel={t('companies.new.submit')}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
