import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RESET_REDIRECT_MS } from '@debut/contract/constants';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { session } from '../../../entities/auth/session-store.ts';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { PasswordStrengthMeter } from '../../../shared/ui/password-strength-meter.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RouterAnchor } from '../components/router-anchor.tsx';
import { ZResetPasswordForm, type TResetPasswordForm } from '../schemas/reset-password-schema.ts';

const TOKEN_EXPIRED_KEY = 'errors.codes.TOKEN_EXPIRED';

const tokenInState = (state: unknown): string | undefined => {
  const token = (state as { resetToken?: unknown } | null)?.resetToken;
  return typeof token === 'string' ? token : undefined;
};

/** SPEC.md §2: form, then done, then the login screen after RESET_REDIRECT_MS. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const urlToken = searchParams.get('token');
  // The token moves from the address into the history entry's state: it no longer shows in the
  // address bar, the browser history's URL or a Referer, and a reload of this tab still finds it.
  const token = urlToken ?? tokenInState(location.state) ?? '';
  useEffect(() => {
    if (urlToken === null) return;
    void navigate(location.pathname, { replace: true, state: { resetToken: urlToken } });
  }, [urlToken, location.pathname, navigate]);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    if (!token) return;
    reset.mutate(
      { token, password: newPassword },
      {
        // The server revoked every session of the account, this browser's included.
        onSuccess: () => session.clear(),
        onError: (error) => void showServerFieldErrors(error, ['password'], setError),
      },
    );
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert color="green" variant="light" title={t('auth.applicationSent')}>
          {t('auth.reset.done', { count: RESET_REDIRECT_MS / 1000 })}
        </Alert>
      </AuthCard>
    );
  }

  const failure = reset.isError && !errors.password ? errorMessage(reset.error, TOKEN_EXPIRED_KEY) : null;
  return (
    <AuthCard
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
      footer={<RouterAnchor to="/login">{t('auth.backToLogin')}</RouterAnchor>}
    >
      {!token && (
        <Alert color="red" variant="light">
          {t(TOKEN_EXPIRED_KEY)}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            required
            error={fieldError(errors.password)}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} />
          <Button type="submit" disabled={!token} loading={reset.isPending} fullWidth>
            {t('auth.reset.submit')}
          </Button>
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
