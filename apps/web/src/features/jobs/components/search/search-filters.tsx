import { useCallback, useId } from 'react';
import {
  Autocomplete,
  Button,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RADIUS_KM_MAX } from '@debut/contract/jobs';
import { useDebouncedText } from '../../hooks/use-debounced-text.ts';
import { useJobOptions } from '../../hooks/use-job-text.ts';
import {
  formatCoordinate,
  hasSearch,
  radiusInvalid,
  readPoint,
  readRadius,
  type SearchPoint,
  type SearchState,
} from '../../lib/search-state.ts';
import { PointPicker } from '../point-picker.tsx';

interface SearchFiltersProps {
  state: SearchState;
  update: (changes: Partial<SearchState>) => void;
  reset: () => void;
}

/** SPEC.md §9: the radius field's example. */
const RADIUS_PLACEHOLDER = '2';

/** Category, schedule, employment type, salary from, and a radius around a point on the map. */
export function SearchFilters({ state, update, reset }: SearchFiltersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const options = useJobOptions();
  const category = useDebouncedText(state.category, (value) => update({ category: value.trim() }));
  const salaryMin = useDebouncedText(state.salaryMin, (value) => update({ salaryMin: value }));
  const radius = useDebouncedText(state.radiusKm, (value) => update({ radiusKm: value.trim() }));
  const point = readPoint(state);
  const radiusError = radiusInvalid(radius.text);
  const radiusKm = readRadius(state.radiusKm);

  const setPoint = useCallback(
    (next: SearchPoint | null) =>
      update(
        next ? { lat: formatCoordinate(next.lat), lng: formatCoordinate(next.lng) } : { lat: '', lng: '' },
      ),
    [update],
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('jobs.filters.title')}
        </Title>
        <Autocomplete
          label={t('jobs.fields.category')}
          data={options.categories}
          value={category.text}
          onChange={category.change}
          onOptionSubmit={() => category.flush()}
          comboboxProps={{ withinPortal: true }}
        />
        <NativeSelect
          label={t('jobs.fields.schedule')}
          value={state.schedule}
          onChange={(event) => update({ schedule: event.currentTarget.value })}
          data={[{ value: '', label: t('jobs.filters.any') }, ...options.schedules]}
        />
        <NativeSelect
          label={t('jobs.fields.employmentType')}
          value={state.employmentType}
          onChange={(event) => update({ employmentType: event.currentTarget.value })}
          data={[{ value: '', label: t('jobs.filters.any') }, ...options.employmentTypes]}
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
        <Title order={3} size="h5" mt="xs">
          {t('jobs.filters.radiusTitle')}
        </Title>
        <PointPicker
          label={t('jobs.filters.mapLabel')}
          point={point}
          onChange={setPoint}
          radiusKm={point ? radiusKm : undefined}
          height={220}
          clearable
        />
        <TextInput
          label={t('jobs.filters.radius')}
          placeholder={RADIUS_PLACEHOLDER}
          inputMode="decimal"
          value={radius.text}
          onChange={(event) => radius.change(event.currentTarget.value)}
          error={radiusError ? t('validation.radiusRange', { max: RADIUS_KM_MAX }) : undefined}
          description={!point && radiusKm !== undefined ? t('jobs.filters.radiusNeedsPoint') : undefined}
          aria-invalid={radiusError}
        />
        <Button variant="default" onClick={reset} disabled={!hasSearch(state)}>
          {t('jobs.filters.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}
