import { Checkbox, Fieldset, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERNSHIP_LIMITS } from '@debut/contract/jobs';
import { useFieldError } from '../../../../shared/forms/use-field-error.ts';
import type { TJobForm } from '../../schemas/job-form-schema.ts';
import { WholeNumberField } from './whole-number-field.tsx';

interface InternshipFieldsProps {
  control: Control<TJobForm>;
  register: UseFormRegister<TJobForm>;
  errors: FieldErrors<TJobForm>;
}

/**
 * An internship's facts (DESIGN.md §14.3), shown only while the employment type is "internship": paid
 * or not and the stipend (in the job's currency and period), the start, the length in weeks, a mentor,
 * a possible offer, and what one learns. It watches the type on its own, so typing elsewhere does not
 * re-render it.
 */
export function InternshipFields({ control, register, errors }: InternshipFieldsProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const employmentType = useWatch({ control, name: 'employmentType' });
  const paid = useWatch({ control, name: 'internship.paid' });
  if (employmentType !== 'internship') return null;
  const errorsOf = errors.internship;

  return (
    <Fieldset legend={t('jobs.internship.title')} radius="md">
      <Stack gap="sm">
        <Controller
          control={control}
          name="internship.paid"
          render={({ field }) => (
            <Switch
              label={t('jobs.internship.paid')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {paid && (
            <WholeNumberField
              control={control}
              name="internship.stipend"
              label={t('jobs.internship.stipend')}
              description={t('jobs.internship.stipendHint')}
              min={0}
              hideControls
              error={fieldError(errorsOf?.stipend)}
            />
          )}
          <TextInput
            type="date"
            label={t('jobs.internship.startDate')}
            error={fieldError(errorsOf?.startDate)}
            {...register('internship.startDate')}
          />
          <WholeNumberField
            control={control}
            name="internship.durationWeeks"
            label={t('jobs.internship.durationWeeks')}
            min={INTERNSHIP_LIMITS.durationWeeks.min}
            max={INTERNSHIP_LIMITS.durationWeeks.max}
            error={fieldError(errorsOf?.durationWeeks)}
          />
        </SimpleGrid>
        <Checkbox label={t('jobs.internship.mentor')} {...register('internship.mentor')} />
        <Checkbox label={t('jobs.internship.offerPossible')} {...register('internship.offerPossible')} />
        <Textarea
          label={t('jobs.internship.learn')}
          autosize
          minRows={2}
          maxLength={INTERNSHIP_LIMITS.learn.max}
          error={fieldError(errorsOf?.learn)}
          {...register('internship.learn')}
        />
      </Stack>
    </Fieldset>
  );
}
