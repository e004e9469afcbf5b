import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@debut/contract/users';
import { useUpdateMe } from '../../../entities/auth/update-me.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { useCountryOptions } from '../../../shared/i18n/country-options.ts';
import { ZProfileForm, type TProfileForm } from '../schemas/profile-schema.ts';

/** Display name and country; the e-mail is shown but cannot be changed here. */
export function ProfileDetailsForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const countries = useCountryOptions();
  const update = useUpdateMe();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { displayName: user.displayName, country: user.country },
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { displayName: values.displayName.trim(), country: values.country },
      { onSuccess: (saved) => reset({ displayName: saved.displayName, country: saved.country }) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('profile.email')} value={user.email} variant="filled" readOnly />
        <TextInput
          label={t('auth.fields.displayName')}
          autoComplete="nickname"
          required
          error={fieldError(errors.displayName)}
          {...register('displayName')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('country.label')}
              data={countries}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              required
              allowDeselect={false}
              nothingFoundMessage={t('country.nothingFound')}
              maxDropdownHeight={280}
              error={fieldError(errors.country)}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('profile.details.submit')}
          </Button>
          {update.isSuccess && !isDirty && (
            <Text role="status" size="sm">
              {t('profile.details.saved')}
            </Text>
          )}
        </Group>
        {update.isError && (
          <Alert color="red" variant="light">
            {t('profile.details.failed')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
