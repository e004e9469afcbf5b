import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_ROLES,
  COMPANY_TOKEN_DAYS,
  ZCompanyInvitationRequest,
  type TCompanyRole,
} from '@debut/contract/companies';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { useInvite } from '../api/members.ts';
import { ROLE_LABELS } from '../lib/labels.ts';

/** An owner invites someone by e-mail; the mail carries a single-use link for that address. */
export function InviteForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const invite = useInvite(companyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TCompanyRole>('recruiter');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const request = ZCompanyInvitationRequest.safeParse({ email, role });
        setInvalid(!request.success);
        if (!request.success) return;
        setSentTo(null);
        invite.mutate(request.data, {
          onSuccess: (invitation) => {
            setSentTo(invitation.email);
            setEmail('');
          },
        });
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>{t('companies.invite.title')}</Text>
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t('companies.invite.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={invalid ? t(FORM_MESSAGES.emailInvalid) : undefined}
            style={{ flex: '1 1 14rem' }}
          />
          <NativeSelect
            label={t('companies.invite.role')}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as TCompanyRole)}
            data={COMPANY_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
            style={{ flex: '0 1 12rem' }}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('companies.invite.roleHint')}
        </Text>
        <Group>
          <Button type="submit" loading={invite.isPending}>
            {t('companies.invite.submit')}
          </Button>
        </Group>
        {sentTo && (
          <Alert color="green" variant="light" role="status">
            {t('companies.invite.sent', { email: sentTo, days: COMPANY_TOKEN_DAYS })}
          </Alert>
        )}
        {invite.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(invite.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
