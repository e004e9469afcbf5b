import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Chip, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_SORTS, RADIUS_KM_MAX } from '@debut/contract/jobs';
import { useDebouncedText } from '../../hooks/use-debounced-text.ts';
import {
  oneOf,
  radiusInvalid,
  readPoint,
  readRadius,
  roundCoordinate,
  type SearchChanges,
  type SearchState,
} from '../../lib/search-state.ts';
import { PlaceAutocomplete } from '../../../../entities/places/place-autocomplete.tsx';
import classes from './search.module.css';

interface SearchPartProps {
  state: SearchState;
  update: (changes: SearchChanges) => void;
}

interface SearchBarProps extends SearchPartProps {
  /**
   * On a phone: the control that opens everything but the words (where, radius, order, filters),
   * shown beside the words instead of them, so the results start high on the screen.
   */
  filtersButton?: ReactNode;
}

/** The radii offered in the list; any other up to RADIUS_KM_MAX can be typed. */
export const RADIUS_CHOICES = ['2', '5', '10', '25', '50', '100'];

/**
 * The words; on a wide screen also where (a city or address with a radius around it), the order and
 * the Remote quick filter. Words and radius are sent after a pause in typing, or at once on Enter.
 */
export function SearchBar({ state, update, filtersButton }: SearchBarProps) {
  const { t } = useTranslation();
  const words = useDebouncedText(state.q, (q) => update({ q }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    words.flush();
  };
  const wordsInput = (
    <TextInput
      className={classes.searchInput}
      type="search"
      // On a phone the search landmark and the placeholder say what the box is for; the name stays.
      label={filtersButton ? undefined : t('jobs.search.label')}
      aria-label={filtersButton ? t('jobs.search.label') : undefined}
      placeholder={t('jobs.search.placeholder')}
      value={words.text}
      onChange={(event) => words.change(event.currentTarget.value)}
      enterKeyHint="search"
    />
  );
  if (filtersButton) {
    return (
      <form role="search" onSubmit={onSubmit} className={classes.searchBar}>
        <Group gap="xs" wrap="nowrap">
          {wordsInput}
          {filtersButton}
        </Group>
      </form>
    );
  }
  return (
    <form role="search" onSubmit={onSubmit} className={classes.searchBar}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {wordsInput}
        <SearchOptions state={state} update={update} />
      </Group>
      <RemoteChip state={state} update={update} mt="sm" />
    </form>
  );
}

/** Where, the radius around it and the order: beside the words on a wide screen, in the phone's drawer. */
export function SearchOptions({ state, update }: SearchPartProps) {
  const { t } = useTranslation();
  const radius = useDebouncedText(
    state.radiusKm === null ? '' : String(state.radiusKm),
    (text) => update({ radiusKm: readRadius(text) }),
    (text) => String(readRadius(text) ?? ''),
  );
  const [where, setWhere] = useState(state.where);
  const [shownWhere, setShownWhere] = useState(state.where);
  // A change from outside (reset, back button, a point clicked on the map) replaces the text.
  if (state.where !== shownWhere) {
    setShownWhere(state.where);
    setWhere(state.where);
  }
  const point = readPoint(state);
  const radiusError = radiusInvalid(radius.text);
  const radiusListId = useId();
  return (
    <>
      <PlaceAutocomplete
        className={classes.whereInput}
        label={t('places.where')}
        placeholder={t('places.wherePlaceholder')}
        value={where}
        onChange={(text) => {
          setWhere(text);
          // An emptied box lets go of the place it named.
          if (text.trim() === '' && (state.where || point)) update({ where: null, lat: null, lng: null });
        }}
        onPick={(place, label) =>
          update({
            where: label,
            lat: roundCoordinate(place.lat),
            lng: roundCoordinate(place.lng),
            near: null,
          })
        }
      />
      <TextInput
        className={classes.radiusInput}
        label={t('jobs.filters.radius')}
        // An empty radius filters nothing out; an example number here read as an active filter.
        placeholder={t('jobs.filters.radiusAny')}
        inputMode="decimal"
        // The browser's own list of the usual radii; any other can be typed.
        list={radiusListId}
        value={radius.text}
        onChange={(event) => radius.change(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') radius.flush();
        }}
        error={radiusError ? t('validation.radiusRange', { max: RADIUS_KM_MAX }) : undefined}
        description={!point && state.radiusKm !== null ? t('jobs.filters.radiusNeedsPoint') : undefined}
        aria-invalid={radiusError}
      />
      <datalist id={radiusListId}>
        {RADIUS_CHOICES.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <NativeSelect
        label={t('jobs.search.sort')}
        value={state.sort}
        onChange={(event) => update({ sort: oneOf(JOB_SORTS, event.currentTarget.value) })}
        data={[
          { value: 'default', label: t('jobs.search.sortDefault') },
          { value: 'date', label: t('jobs.search.sortDate') },
        ]}
      />
    </>
  );
}

/** The Remote quick filter (the schedule filter's "remote", one tap away). */
export function RemoteChip({ state, update, mt }: SearchPartProps & { mt?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <Chip
      mt={mt}
      checked={state.schedule === 'remote'}
      onChange={(checked) => update({ schedule: checked ? 'remote' : null })}
    >
      {t('places.remote')}
    </Chip>
  );
}
