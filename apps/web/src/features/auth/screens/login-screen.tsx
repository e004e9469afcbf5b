import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { nextFromSearch, withNext } from '../../../entities/auth/return-to.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RouterAnchor } from '../components/router-anchor.tsx';
import type { TLoginErrors } from '../schemas/login-schema.ts';

/**
 * /login carries the 150 KB budget (DESIGN.md §10), so this two-field form does without
 * react-hook-form and loads its zod schema (and zod) only once the form is touched.
 */
const loadValidation = () => import('../schemas/login-schema.ts');

function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

export function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const next = nextFromSearch(useLocation().search);
  const fieldError = useFieldError();
  // Only a wrong pair is "wrong e-mail or password": a 429 shows its wait, an outage says so.
  const errorMessage = useErrorMessage();
  const login = useLogin();
  const [errors, setErrors] = useState<TLoginErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { validateLogin } = await loadValidation();
    const result = validateLogin({
      email: fieldValue(form, 'email'),
      password: fieldValue(form, 'password'),
    });
    if (!result.ok) {
      setErrors(result.errors);
      const first = result.errors.email ? 'email' : 'password';
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    login.mutate(result.request, { onSuccess: () => void navigate(next ?? '/jobs', { replace: true }) });
  };

  const clearError = (field: keyof TLoginErrors) => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <RouterAnchor to={withNext('/register', next)}>{t('auth.login.registerLink')}</RouterAnchor>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadValidation()} noValidate>
        <Stack gap="sm">
          <TextInput
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            required
            error={fieldError({ message: errors.email })}
            onChange={() => clearError('email')}
          />
          <PasswordField
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            error={fieldError({ message: errors.password })}
            onChange={() => clearError('password')}
          />
          <Group justify="flex-end">
            <RouterAnchor to="/forgot-password">{t('auth.login.forgotLink')}</RouterAnchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
          {login.isError && (
            <Alert color="red" variant="light">
              {isApiError(login.error) && login.error.code === 'INVALID_CREDENTIALS'
                ? t('auth.login.failed')
                : errorMessage(login.error, 'auth.login.failed')}
            </Alert>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
