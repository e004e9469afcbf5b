import type { ReactNode } from 'react';
import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import type { TJobForm } from '../../schemas/job-form-schema.ts';

/** The job form's fields that hold a whole number as typed ('' while empty). */
type WholeNumberName = FieldPathByValue<TJobForm, number | string>;

interface WholeNumberFieldProps {
  control: Control<TJobForm>;
  name: WholeNumberName;
  label: string;
  description?: ReactNode;
  min: number;
  max?: number | undefined;
  /** No stepper arrows: pay is typed, not counted up. */
  hideControls?: boolean;
  error?: ReactNode;
}

/**
 * A whole number of the job form (pay, working hours, days to answer, an internship's weeks): no
 * sign, no decimals, bound to the form through a Controller, as Mantine's NumberInput is controlled.
 */
export function WholeNumberField({
  control,
  name,
  label,
  description,
  error,
  ...bounds
}: WholeNumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          {...bounds}
          allowNegative={false}
          allowDecimal={false}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
