import { useEffect, useRef } from 'react';
import { Anchor, NativeSelect, Text } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyCompany } from '@debut/contract/companies';
import { lastCompany } from '../../../../entities/companies/last-company.ts';
import { useMyCompanies } from '../../../../entities/companies/my-companies-query.ts';
import type { TJobForm } from '../../schemas/job-form-schema.ts';

interface CompanyPickerProps {
  control: Control<TJobForm>;
  /** A new job starts with the company chosen last time, if the person still belongs to it. */
  startWithLast?: boolean;
  /** The chosen company (null for none), for the name field that follows it. */
  onCompany: (company: TMyCompany | null) => void;
  /** The job's company as saved, offered even when the person has left it since. */
  saved?: { _id: string; name: string } | null;
}

/**
 * Which of the person's companies the job is posted for, or none (the name is then typed). The
 * choice is remembered for the next job. Without a company yet, a link to create one.
 */
export function CompanyPicker({ control, startWithLast, onCompany, saved }: CompanyPickerProps) {
  const { t } = useTranslation();
  const companies = useMyCompanies();
  const { field } = useController({ control, name: 'companyId' });
  const restored = useRef(!startWithLast);
  const items = companies.data ?? [];
  const savedElsewhere = saved && !items.some((company) => company._id === saved._id) ? [saved] : [];

  useEffect(() => {
    if (restored.current || !companies.data) return;
    restored.current = true;
    const last = companies.data.find((company) => company._id === lastCompany.get());
    if (last && field.value === '') {
      field.onChange(last._id);
      onCompany(last);
    }
  }, [companies.data, field, onCompany]);

  if (companies.isSuccess && items.length === 0 && savedElsewhere.length === 0) {
    return (
      <Text size="sm">
        <Anchor component={Link} to="/my-companies/new">
          {t('jobs.form.createCompany')}
        </Anchor>{' '}
        {t('jobs.form.createCompanyHint')}
      </Text>
    );
  }
  return (
    <NativeSelect
      label={t('jobs.fields.company')}
      description={t('jobs.form.companyHint')}
      data={[
        { value: '', label: t('jobs.form.noCompany') },
        ...[...items, ...savedElsewhere].map((company) => ({ value: company._id, label: company.name })),
      ]}
      value={field.value}
      onChange={(event) => {
        const id = event.currentTarget.value;
        field.onChange(id);
        lastCompany.set(id);
        onCompany(items.find((company) => company._id === id) ?? null);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
