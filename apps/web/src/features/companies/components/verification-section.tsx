import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZVerifyDomainRequest, type TCompany } from '@debut/contract/companies';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { VerificationMark } from '../../../entities/companies/verification-mark.tsx';
import {
  VERIFICATION_EXPLANATIONS,
  VERIFICATION_LABELS,
} from '../../../entities/companies/verification-labels.ts';
import { useVerifyDomain } from '../api/tokens.ts';
import { websiteDomain } from '../lib/website-domain.ts';
import { Section } from '../../../shared/ui/section.tsx';

/** Sends the link that proves an address at the website's domain (levels below "domain" only). */
function DomainForm({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const verify = useVerifyDomain(company._id);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const domain = websiteDomain(company.website);

  if (!domain) return <Text size="sm">{t('companies.domain.needsWebsite')}</Text>;
  if (verify.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('companies.domain.sent', { email: verify.variables })}
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const request = ZVerifyDomainRequest.safeParse({ email });
        setInvalid(!request.success);
        if (request.success) verify.mutate(request.data.email);
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('companies.domain.hint', { domain })}</Text>
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t('companies.domain.email')}
            type="email"
            dir="ltr"
            placeholder={`hr@${domain}`}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={invalid ? t(FORM_MESSAGES.emailInvalid) : undefined}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={verify.isPending} mt={{ base: 0, xs: 25 }}>
            {t('companies.domain.submit')}
          </Button>
        </Group>
        {verify.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(verify.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** Where the company stands (the same mark job cards carry) and how it can rise. */
export function VerificationSection({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const level = company.verification;
  return (
    <Section title={t('companies.verification.title')}>
      <Group gap={8} wrap="nowrap">
        <VerificationMark level={level} />
        <Text fw={600}>{t(VERIFICATION_LABELS[level])}</Text>
      </Group>
      <Text size="sm">{t(VERIFICATION_EXPLANATIONS[level])}</Text>
      {(level === 'none' || level === 'email') && <DomainForm company={company} />}
    </Section>
  );
}
