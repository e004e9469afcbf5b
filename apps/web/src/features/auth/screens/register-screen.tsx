import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ZRegisterRequest } from '@debut/contract/auth';
import { ZLanguage } from '@debut/contract/users';
import { uiLanguage } from '../../../shared/i18n/document-language.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { nextFromSearch, withNext } from '../../../entities/auth/return-to.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { PasswordStrengthMeter } from '../../../shared/ui/password-strength-meter.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LegalConsent } from '../components/legal-consent.tsx';
import { RouterAnchor } from '../components/router-anchor.tsx';
import { REGISTER_TEXT_FIELDS, ZRegisterForm, type TRegisterForm } from '../schemas/register-schema.ts';

const LEGAL_HINT_ID = 'register-legal-hint';

export function RegisterScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const next = nextFromSearch(useLocation().search);
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const registration = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      displayName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptPrivacy: false,
    },
  });
  const [password, acceptTerms, acceptPrivacy] = useWatch({
    control,
    name: ['password', 'acceptTerms', 'acceptPrivacy'],
  });
  const accepted = acceptTerms && acceptPrivacy;
  const missingFields = REGISTER_TEXT_FIELDS.some(
    (field) => errors[field]?.message === FORM_MESSAGES.fillAllFields,
  );
  // A blank field is only marked: 'Fill in all fields' is said once, under the form.
  const textFieldError = (field: (typeof REGISTER_TEXT_FIELDS)[number]) =>
    errors[field]?.message === FORM_MESSAGES.fillAllFields ? true : fieldError(errors[field]);

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    // The account's mails, the confirmation first, speak the language the form was filled in.
    const language = ZLanguage.safeParse(uiLanguage(i18n)).data;
    registration.mutate(ZRegisterRequest.parse({ ...values, language }), {
      onSuccess: () => void navigate(next ?? '/jobs', { replace: true }),
      onError: (error) => {
        if (!showServerFieldErrors(error, ['displayName', 'email', 'password'], setError)) {
          setServerError(errorMessage(error));
        }
      },
    });
  });

  return (
    <AuthCard
      title={t('auth.register.title')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <RouterAnchor to={withNext('/login', next)}>{t('auth.register.loginLink')}</RouterAnchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('auth.fields.displayName')}
            autoComplete="nickname"
            required
            error={textFieldError('displayName')}
            {...register('displayName')}
          />
          <TextInput
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            required
            error={textFieldError('email')}
            {...register('email')}
          />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="new-password"
            required
            error={textFieldError('password')}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={textFieldError('confirmPassword')}
            {...register('confirmPassword')}
          />
          <LegalConsent
            terms={register('acceptTerms')}
            privacy={register('acceptPrivacy')}
            hintId={LEGAL_HINT_ID}
            accepted={accepted}
          />
          <Button
            type="submit"
            disabled={!accepted}
            loading={registration.isPending}
            aria-describedby={accepted ? undefined : LEGAL_HINT_ID}
            fullWidth
          >
            {t('auth.register.submit')}
          </Button>
          {missingFields && (
            <Alert color="red" variant="light">
              {t(FORM_MESSAGES.fillAllFields)}
            </Alert>
          )}
          {serverError && (
            <Alert color="red" variant="light">
              {serverError}
            </Alert>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
