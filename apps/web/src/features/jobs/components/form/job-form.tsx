import { useCallback, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCreateJobRequest, TJob } from '@debut/contract/jobs';
import { useErrorMessage } from '../../../../shared/api/use-error-message.ts';
import { showServerFieldErrors } from '../../../../shared/forms/server-field-errors.ts';
import { useFieldError } from '../../../../shared/forms/use-field-error.ts';
import { useJobOptions } from '../../hooks/use-job-text.ts';
import type { SearchPoint } from '../../lib/search-state.ts';
import {
  JOB_FORM_FIELDS,
  jobDetailMessage,
  parseJobRequest,
  ZJobForm,
  type JobFormField,
  type TJobForm,
} from '../../schemas/job-form-schema.ts';
import { ApplicationFields } from './application-fields.tsx';
import { CompanyPicker, type PickedCompany } from './company-picker.tsx';
import { CurrencySelect } from './currency-select.tsx';
import { ExperienceWarning } from './experience-warning.tsx';
import { WholeNumberField } from './whole-number-field.tsx';
import { InternshipFields } from './internship-fields.tsx';
import { JobPlaceFields } from './job-place-fields.tsx';
import { ProfessionField } from './profession-field.tsx';

interface JobFormProps {
  defaultValues: TJobForm;
  submitLabel: string;
  /** Sends the request; a rejection with field details puts them on the fields. */
  onSubmit: (request: TCreateJobRequest) => Promise<unknown>;
  /** Disables submit until something changed (the edit form). */
  requireChanges?: boolean;
  /** A new job starts with the company chosen last time. */
  startWithLastCompany?: boolean;
  /** The job's company as saved (the edit form). */
  savedCompany?: TJob['company'];
  children?: ReactNode;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

function toPoint(lat: number | string, lng: number | string): SearchPoint | null {
  if (lat === '' || lng === '') return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) ? point : null;
}

/** Every field of a job in sections; the same form creates and edits. */
export function JobForm({
  defaultValues,
  submitLabel,
  onSubmit,
  requireChanges,
  startWithLastCompany,
  savedCompany,
  children,
}: JobFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const options = useJobOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  } = useForm<TJobForm>({ resolver: zodResolver(ZJobForm), defaultValues });
  const [lat, lng, noSpecialRequirements, companyId] = useWatch({
    control,
    name: ['lat', 'lng', 'noSpecialRequirements', 'companyId'],
  });
  // The job takes the company's name, shown in the name field; the server sets it from the company.
  const onCompany = useCallback(
    (company: PickedCompany | null) => {
      setValue('companyId', company?._id ?? '', { shouldDirty: true });
      if (company) setValue('companyName', company.name, { shouldDirty: true });
    },
    [setValue],
  );

  const error = (field: JobFormField) => fieldError(errors[field]);
  /** A whole-number input bound to the form (pay and working hours). */
  const wholeNumber = (
    name: 'salary' | 'salaryMax' | 'monthlySalary' | 'daysPerWeek' | 'hoursPerDay',
    label: string,
    bounds: { min: number; max?: number; hideControls?: boolean },
  ) => <WholeNumberField control={control} name={name} label={label} {...bounds} error={error(name)} />;
  const choose = { value: '', label: t('jobs.form.choose') };
  const notSpecified = { value: '', label: t('jobs.form.notSpecified') };

  const setPoint = (point: SearchPoint | null) => {
    setValue('lat', point ? point.lat : '', { shouldDirty: true });
    setValue('lng', point ? point.lng : '', { shouldDirty: true });
    // Both at once: checking one while the other is still empty would leave a stale error.
    if (isSubmitted) void trigger(['lat', 'lng']);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(parseJobRequest(values));
    } catch (failure) {
      if (!showServerFieldErrors(failure, JOB_FORM_FIELDS, setError, jobDetailMessage)) {
        setFormError(errorMessage(failure));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Section legend={t('jobs.form.sections.job')}>
          <TextInput label={t('jobs.fields.title')} required error={error('title')} {...register('title')} />
          <ProfessionField control={control} register={register} error={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('jobs.fields.schedule')}
              required
              data={[choose, ...options.schedules]}
              error={error('schedule')}
              {...register('schedule')}
            />
            <NativeSelect
              label={t('jobs.fields.employmentType')}
              required
              data={[choose, ...options.employmentTypes]}
              error={error('employmentType')}
              {...register('employmentType')}
            />
          </SimpleGrid>
          <Textarea
            label={t('jobs.fields.description')}
            description={t('jobs.form.descriptionHint')}
            required
            autosize
            minRows={6}
            error={error('description')}
            {...register('description')}
          />
        </Section>

        <Section legend={t('jobs.form.sections.company')}>
          <CompanyPicker
            value={companyId}
            onChange={onCompany}
            startWithLast={startWithLastCompany}
            saved={savedCompany}
          />
          <TextInput
            label={t('jobs.fields.companyName')}
            required={companyId === ''}
            readOnly={companyId !== ''}
            description={companyId === '' ? undefined : t('jobs.form.companyNameFollows')}
            autoComplete="organization"
            error={error('companyName')}
            {...register('companyName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('jobs.fields.companyType')}
              error={error('companyType')}
              {...register('companyType')}
            />
            <TextInput
              label={t('jobs.fields.industry')}
              error={error('industry')}
              {...register('industry')}
            />
          </SimpleGrid>
        </Section>

        <Section legend={t('jobs.form.sections.location')}>
          <JobPlaceFields
            control={control}
            error={error}
            point={toPoint(lat, lng)}
            onPoint={setPoint}
            onPlaceLabel={(label) => {
              // The address is the owner's to write: a chosen place fills it only while it is empty.
              if (getValues('address').trim() === '') setValue('address', label, { shouldDirty: true });
            }}
            address={
              <TextInput
                label={t('jobs.fields.address')}
                required
                autoComplete="street-address"
                error={error('address')}
                {...register('address')}
              />
            }
          />
        </Section>

        <Section legend={t('jobs.form.sections.pay')}>
          {/* "From – to": the top is optional; one figure is a salary without a range. */}
          <SimpleGrid cols={2}>
            {wholeNumber('salary', t('jobs.fields.salary'), { min: 0, hideControls: true })}
            {wholeNumber('salaryMax', t('jobs.form.salaryTo'), { min: 0, hideControls: true })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="salaryCurrency"
              render={({ field }) => (
                <CurrencySelect
                  label={t('jobs.fields.salaryCurrency')}
                  description={t('jobs.form.currencyHint')}
                  error={error('salaryCurrency')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <NativeSelect
              label={t('jobs.fields.salaryPeriod')}
              data={[notSpecified, ...options.salaryPeriods]}
              error={error('salaryPeriod')}
              {...register('salaryPeriod')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('jobs.fields.paymentFrequency')}
              data={[notSpecified, ...options.paymentFrequencies]}
              error={error('paymentFrequency')}
              {...register('paymentFrequency')}
            />
            {wholeNumber('monthlySalary', t('jobs.fields.monthlySalary'), { min: 0, hideControls: true })}
          </SimpleGrid>
        </Section>

        <InternshipFields control={control} register={register} errors={errors} />

        <Section legend={t('jobs.form.sections.conditions')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {wholeNumber('daysPerWeek', t('jobs.fields.daysPerWeek'), { min: 1, max: 7 })}
            {wholeNumber('hoursPerDay', t('jobs.fields.hoursPerDay'), { min: 1, max: 24 })}
          </SimpleGrid>
        </Section>

        <Section legend={t('jobs.form.sections.requirements')}>
          <NativeSelect
            label={t('jobs.fields.experience')}
            data={options.experiences}
            error={error('experience')}
            {...register('experience')}
          />
          <ExperienceWarning control={control} />
          <Controller
            control={control}
            name="requirements"
            render={({ field }) => (
              <Textarea
                label={t('jobs.fields.requirements')}
                autosize
                minRows={3}
                disabled={noSpecialRequirements}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={error('requirements')}
              />
            )}
          />
          <Controller
            control={control}
            name="noSpecialRequirements"
            render={({ field }) => (
              <Checkbox
                label={t('jobs.fields.noSpecialRequirements')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Textarea
            label={t('jobs.fields.benefits')}
            autosize
            minRows={3}
            error={error('benefits')}
            {...register('benefits')}
          />
        </Section>

        <Section legend={t('jobs.form.sections.applications')}>
          <ApplicationFields control={control} register={register} errors={errors} />
        </Section>

        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={requireChanges && !isDirty}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
