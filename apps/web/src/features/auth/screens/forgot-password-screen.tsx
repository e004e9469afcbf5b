import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordRequest } from '@debut/contract/auth';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RouterAnchor } from '../components/router-anchor.tsx';
import { ZForgotPasswordForm, type TForgotPasswordForm } from '../schemas/forgot-password-schema.ts';

/** SPEC.md §2: idle, then sent or error; either way the form goes away. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const fieldError = useFieldError();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => forgot.mutate(ZForgotPasswordRequest.parse(values)));

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      description={forgot.isIdle || forgot.isPending ? t('auth.forgot.description') : undefined}
      footer={<RouterAnchor to="/login">{t('auth.backToLogin')}</RouterAnchor>}
    >
      {forgot.isSuccess && (
        <Alert color="green" variant="light" title={t('auth.applicationSent')}>
          {t('auth.forgot.sent')}
        </Alert>
      )}
      {forgot.isError && (
        <Alert color="red" variant="light">
          {t('auth.forgot.userNotFound')}
        </Alert>
      )}
      {(forgot.isIdle || forgot.isPending) && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              required
              error={fieldError(errors.email)}
              {...register('email')}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
