import { useEffect, useRef } from 'react';
import { Anchor, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lastCompany } from '../../../../entities/companies/last-company.ts';
import { useMyCompanies } from '../../../../entities/companies/my-companies-query.ts';

/** A company as the picker hands it over: its id and the name the job then takes. */
export interface PickedCompany {
  _id: string;
  name: string;
}

interface CompanyPickerProps {
  /** The chosen company's id, '' for none. */
  value: string;
  onChange: (company: PickedCompany | null) => void;
  /** A new job starts with the company chosen last time, if the person still belongs to it. */
  startWithLast?: boolean;
  /** The job's company as saved, offered even when the person has left it since. */
  saved?: PickedCompany | null;
}

/**
 * Which of the person's companies the job is posted for, or none (the name is then typed). The
 * choice is remembered for the next job. Without a company yet, a link to create one.
 */
export function CompanyPicker({ value, onChange, startWithLast, saved }: CompanyPickerProps) {
  const { t } = useTranslation();
  const companies = useMyCompanies();
  // Once, when the list first arrives: later choices (including "none") are the person's own.
  const restored = useRef(!startWithLast);
  const items = companies.data ?? [];
  const savedElsewhere = saved && !items.some((company) => company._id === saved._id) ? [saved] : [];

  useEffect(() => {
    if (restored.current || !companies.data) return;
    restored.current = true;
    const last = companies.data.find((company) => company._id === lastCompany.get());
    if (last && value === '') onChange(last);
  }, [companies.data, value, onChange]);

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
  const options = [...items, ...savedElsewhere];
  return (
    <NativeSelect
      label={t('jobs.fields.company')}
      description={t('jobs.form.companyHint')}
      data={[
        { value: '', label: t('jobs.form.noCompany') },
        ...options.map((company) => ({ value: company._id, label: company.name })),
      ]}
      value={value}
      onChange={(event) => {
        const id = event.currentTarget.value;
        lastCompany.set(id);
        onChange(options.find((company) => company._id === id) ?? null);
      }}
    />
  );
}
