import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { PasswordStrengthMeter } from '../../../shared/ui/password-strength-meter.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { ZChangePasswordForm, type TChangePasswordForm } from '../schemas/change-password-schema.ts';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A wrong current password comes back as a field detail and stays on that field (no sign-out). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(({ currentPassword, newPassword: password }) => {
    setServerError(null);
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => {
          if (!showServerFieldErrors(error, ['currentPassword', 'newPassword'], setError)) {
            setServerError(errorMessage(error));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          required
          error={fieldError(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
          {change.isSuccess && (
            <Text role="status" size="sm">
              {t('profile.password.changed')}
            </Text>
          )}
        </Group>
        {serverError && (
          <Alert color="red" variant="light">
            {serverError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
