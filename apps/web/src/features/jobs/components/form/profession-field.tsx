import { TextInput } from '@mantine/core';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTHER_PROFESSION } from '@debut/contract/professions';
import type { JobFormField, TJobForm } from '../../schemas/job-form-schema.ts';
import { ProfessionSelect } from '../profession-select.tsx';

interface ProfessionFieldProps {
  control: Control<TJobForm>;
  register: UseFormRegister<TJobForm>;
  error: (field: JobFormField) => string | undefined;
}

/** The job's profession from the list; "Other…" opens a field for the owner's own words. */
export function ProfessionField({ control, register, error }: ProfessionFieldProps) {
  const { t } = useTranslation();
  const category = useWatch({ control, name: 'category' });
  return (
    <>
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <ProfessionSelect
            label={t('jobs.fields.category')}
            description={t('professions.searchHint')}
            placeholder={t('professions.placeholder')}
            otherLabel={t('professions.otherOption')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error('category')}
          />
        )}
      />
      {category === OTHER_PROFESSION && (
        <TextInput
          label={t('professions.otherWords')}
          description={t('professions.otherWordsHint')}
          required
          error={error('categoryOther')}
          {...register('categoryOther')}
        />
      )}
    </>
  );
}
