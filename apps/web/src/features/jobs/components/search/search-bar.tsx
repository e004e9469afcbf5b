import { useId, useState, type FormEvent } from 'react';
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
import { PlaceAutocomplete } from '../place-autocomplete.tsx';
import classes from './search.module.css';

interface SearchBarProps {
  state: SearchState;
  update: (changes: SearchChanges) => void;
}

/** SPEC.md §9: the radius field's example. */
const RADIUS_PLACEHOLDER = '2';
/** The radii offered in the list; any other up to RADIUS_KM_MAX can be typed. */
export const RADIUS_CHOICES = ['2', '5', '10', '25', '50', '100'];

/**
 * The words, where (a city or address with a radius around it), the order and the Remote quick
 * filter. Words and radius are sent after a pause in typing, or at once on Enter.
 */
export function SearchBar({ state, update }: SearchBarProps) {
  const { t } = useTranslation();
  const words = useDebouncedText(state.q, (q) => update({ q }));
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    words.flush();
    radius.flush();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={classes.searchBar}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          className={classes.searchInput}
          type="search"
          label={t('jobs.search.label')}
          placeholder={t('jobs.search.placeholder')}
          value={words.text}
          onChange={(event) => words.change(event.currentTarget.value)}
          enterKeyHint="search"
        />
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
          placeholder={RADIUS_PLACEHOLDER}
          inputMode="decimal"
          // The browser's own list of the usual radii; any other can be typed.
          list={radiusListId}
          value={radius.text}
          onChange={(event) => radius.change(event.currentTarget.value)}
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
      </Group>
      <Chip
        mt="sm"
        checked={state.schedule === 'remote'}
        onChange={(checked) => update({ schedule: checked ? 'remote' : null })}
      >
        {t('places.remote')}
      </Chip>
    </form>
  );
}
