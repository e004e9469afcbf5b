import type { Ref } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = PasswordInputProps & { ref?: Ref<HTMLInputElement> };

/** A password input whose show/hide toggle has a name for assistive technology. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  // Mantine marks the inner input only with data-invalid; assistive technology needs aria-invalid.
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggleVisibility') }}
      aria-invalid={Boolean(props.error)}
      {...props}
    />
  );
}
