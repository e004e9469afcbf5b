import { useCallback, useId } from 'react';
import { Button, NativeSelect, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, POSTED_WITHIN_DAYS, SCHEDULES } from '@debut/contract/jobs';
import { useDebouncedText } from '../../hooks/use-debounced-text.ts';
import { useJobOptions } from '../../hooks/use-job-text.ts';
import {
  hasSearch,
  oneOf,
  readPoint,
  readSalaryMin,
  roundCoordinate,
  type SearchChanges,
  type SearchPoint,
  type SearchState,
} from '../../lib/search-state.ts';
import { PointPicker } from '../point-picker.tsx';
import { ProfessionSelect } from '../profession-select.tsx';

interface SearchFiltersProps {
  state: SearchState;
  update: (changes: SearchChanges) => void;
  reset: () => void;
  /** In a panel of their own beside the results (wide screens); false inside the phone's drawer, which has its title. */
  framed?: boolean;
}

/** Category, schedule, employment type, experience, date posted, salary from, and the point on the map (its radius is in the search bar). */
export function SearchFilters({ state, update, reset, framed = true }: SearchFiltersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const options = useJobOptions();
  const salaryMin = useDebouncedText(
    state.salaryMin === null ? '' : String(state.salaryMin),
    (text) => update({ salaryMin: readSalaryMin(text) }),
    (text) => String(readSalaryMin(text) ?? ''),
  );
  const point = readPoint(state);

  const setPoint = useCallback(
    (next: SearchPoint | null) =>
      update(
        // A point of the map's own has no place name: the Where box empties.
        next
          ? { lat: roundCoordinate(next.lat), lng: roundCoordinate(next.lng), where: null, near: null }
          : { lat: null, lng: null, where: null },
      ),
    [update],
  );

  const fields = (
    <>
      <ProfessionSelect
        label={t('jobs.fields.category')}
        placeholder={t('jobs.filters.any')}
        clearable
        value={state.category}
        onChange={(category) => update({ category })}
      />
      <NativeSelect
        label={t('jobs.fields.schedule')}
        value={state.schedule ?? ''}
        onChange={(event) => update({ schedule: oneOf(SCHEDULES, event.currentTarget.value) })}
        data={[{ value: '', label: t('jobs.filters.any') }, ...options.schedules]}
      />
      <NativeSelect
        label={t('jobs.fields.employmentType')}
        value={state.employmentType ?? ''}
        onChange={(event) => update({ employmentType: oneOf(EMPLOYMENT_TYPES, event.currentTarget.value) })}
        data={[{ value: '', label: t('jobs.filters.any') }, ...options.employmentTypes]}
      />
      <NativeSelect
        label={t('jobs.fields.experience')}
        value={state.experience ?? ''}
        onChange={(event) => update({ experience: oneOf(EXPERIENCE_LEVELS, event.currentTarget.value) })}
        data={[{ value: '', label: t('jobs.filters.any') }, ...options.experiences]}
      />
      <NativeSelect
        label={t('jobs.fields.postedWithinDays')}
        value={state.postedWithinDays === null ? '' : String(state.postedWithinDays)}
        onChange={(event) =>
          update({
            postedWithinDays:
              POSTED_WITHIN_DAYS.find((days) => String(days) === event.currentTarget.value) ?? null,
          })
        }
        data={[{ value: '', label: t('jobs.filters.anyTime') }, ...options.postedWithin]}
      />
      <NumberInput
        label={t('jobs.filters.salaryMin')}
        value={salaryMin.text}
        onChange={(value) => salaryMin.change(String(value))}
        min={0}
        allowNegative={false}
        allowDecimal={false}
        hideControls
      />
      <Switch
        label={t('jobs.filters.withSalary')}
        checked={state.withSalary === 'true'}
        onChange={(event) => update({ withSalary: event.currentTarget.checked ? 'true' : null })}
      />
      <Switch
        label={t('jobs.filters.paidInternships')}
        checked={state.paid === 'true'}
        onChange={(event) => update({ paid: event.currentTarget.checked ? 'true' : null })}
      />
      <Title order={3} size="h5" mt="xs">
        {t('jobs.filters.radiusTitle')}
      </Title>
      <PointPicker
        label={t('jobs.filters.mapLabel')}
        point={point}
        onChange={setPoint}
        radiusKm={point ? (state.radiusKm ?? undefined) : undefined}
        height={220}
        clearable
      />
      <Button variant="default" onClick={reset} disabled={!hasSearch(state)}>
        {t('jobs.filters.reset')}
      </Button>
    </>
  );
  if (!framed) return fields;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('jobs.filters.title')}
        </Title>
        {fields}
      </Stack>
    </Paper>
  );
}
