import { useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_LIMITS, COMPANY_SIZES, type TCreateCompanyRequest } from '@debut/contract/companies';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { PlaceAutocomplete } from '../../../entities/places/place-autocomplete.tsx';
import { SIZE_LABELS } from '../lib/labels.ts';
import {
  COMPANY_FORM_FIELDS,
  parseCompanyRequest,
  ZCompanyForm,
  type TCompanyForm,
} from '../schemas/company-form-schema.ts';

interface CompanyFormProps {
  defaultValues: TCompanyForm;
  submitLabel: string;
  onSubmit: (request: TCreateCompanyRequest) => Promise<unknown>;
  /** Disables submit until something changed (the edit form). */
  requireChanges?: boolean;
  /** Shown, not editable (a recruiter sees what only owners change). */
  readOnly?: boolean;
  children?: ReactNode;
}

/** A company's details; the same form creates and edits. */
export function CompanyForm({
  defaultValues,
  submitLabel,
  onSubmit,
  requireChanges,
  readOnly,
  children,
}: CompanyFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  // The box shows the picked place's label; the city stays chosen while that text is not edited.
  const pickedLabel = useRef(defaultValues.cityText);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TCompanyForm>({ resolver: zodResolver(ZCompanyForm), defaultValues });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(parseCompanyRequest(values));
    } catch (failure) {
      if (!showServerFieldErrors(failure, COMPANY_FORM_FIELDS, setError, () => 'validation.invalid')) {
        setFormError(errorMessage(failure));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
        <Stack gap="sm">
          <TextInput
            label={t('companies.fields.name')}
            required
            autoComplete="organization"
            // A name or text in another script than the screen's keeps its own direction.
            dir="auto"
            maxLength={COMPANY_LIMITS.name.max}
            error={fieldError(errors.name)}
            {...register('name')}
          />
          <Textarea
            label={t('companies.fields.about')}
            autosize
            minRows={4}
            dir="auto"
            maxLength={COMPANY_LIMITS.about.max}
            error={fieldError(errors.about)}
            {...register('about')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('companies.fields.website')}
              description={t('companies.fields.websiteHint')}
              type="url"
              inputMode="url"
              dir="ltr"
              autoComplete="url"
              error={fieldError(errors.website)}
              {...register('website')}
            />
            <TextInput
              label={t('companies.fields.industry')}
              dir="auto"
              error={fieldError(errors.industry)}
              {...register('industry')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('companies.fields.size')}
              data={[
                { value: '', label: t('jobs.form.notSpecified') },
                ...COMPANY_SIZES.map((size) => ({ value: size, label: t(SIZE_LABELS[size]) })),
              ]}
              error={fieldError(errors.size)}
              {...register('size')}
            />
            <Controller
              control={control}
              name="cityText"
              render={({ field }) => (
                <PlaceAutocomplete
                  label={t('companies.fields.city')}
                  value={field.value}
                  onChange={(text) => {
                    field.onChange(text);
                    if (text !== pickedLabel.current) setValue('city', null, { shouldDirty: true });
                  }}
                  onPick={(place, label) => {
                    pickedLabel.current = label;
                    field.onChange(label);
                    // The company's city is its name alone; the region and country only told it apart.
                    setValue(
                      'city',
                      { name: place.name, lat: place.lat, lng: place.lng },
                      { shouldDirty: true },
                    );
                  }}
                  error={fieldError(errors.cityText)}
                />
              )}
            />
          </SimpleGrid>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={isSubmitting} disabled={requireChanges && !isDirty}>
                {submitLabel}
              </Button>
              {children}
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
