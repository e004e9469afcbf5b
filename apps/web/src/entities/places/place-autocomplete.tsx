import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '@debut/contract/constants';
import type { TPlace } from '@debut/contract/places';
import { uiLanguage } from '../../shared/i18n/document-language.ts';
import { isLanguage } from '../../shared/i18n/languages.ts';
import { usePlaces } from './search-places.ts';
import { countryName, placeLabel } from './place-label.ts';

/** A pause this long in typing asks the server; shorter than the words' debounce, as a list is expected. */
export const PLACE_DEBOUNCE_MS = 250;

export interface PlaceAutocompleteProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  /** The text in the box. */
  value: string;
  onChange: (text: string) => void;
  /** A place chosen from the list, with the text the box now shows. */
  onPick: (place: TPlace, label: string) => void;
  error?: ReactNode;
  className?: string;
}

/**
 * A city or address box: what is typed is looked up in `GET /api/places` in the reader's language
 * after a pause, and the places found are offered as a list; choosing one hands over its point.
 */
export function PlaceAutocomplete({
  label,
  description,
  placeholder,
  value,
  onChange,
  onPick,
  error,
  className,
}: PlaceAutocompleteProps) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n);
  const lang = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  // The box shows the chosen place's label afterwards: that text is not a new search.
  // Events read the ref (Mantine reports the pick and the new text in one go); rendering reads the state.
  const pickedNow = useRef<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const pick = (text: string | null) => {
    pickedNow.current = text;
    setPicked(text);
  };
  const [typed] = useDebouncedValue(value.trim(), PLACE_DEBOUNCE_MS);
  const query = typed === picked ? '' : typed;
  const places = usePlaces(query, lang);

  const options = useMemo(() => {
    const byLabel = new Map<string, TPlace>();
    for (const place of places.data?.items ?? []) {
      let text = placeLabel(place, language);
      // Two places of one name in one region stay apart by their point.
      if (byLabel.has(text)) text = `${text} (${place.lat.toFixed(2)}, ${place.lng.toFixed(2)})`;
      byLabel.set(text, place);
    }
    return byLabel;
  }, [places.data, language]);

  const searching = query !== '' && places.isFetching;
  const nothing = query !== '' && !places.isFetching && places.isSuccess && options.size === 0;
  const status = places.isError ? t('places.failed') : nothing ? t('places.nothing') : null;

  return (
    <div className={className}>
      <Autocomplete
        label={label}
        description={description}
        placeholder={placeholder}
        value={value}
        onChange={(text) => {
          if (text !== pickedNow.current) pick(null);
          onChange(text);
        }}
        data={query === '' ? [] : [...options.keys()]}
        // The server has matched already, across scripts and typos; the list must not filter again.
        filter={({ options: all }) => all}
        onOptionSubmit={(text) => {
          const place = options.get(text);
          if (!place) return;
          pick(text);
          onPick(place, text);
        }}
        renderOption={({ option }) => {
          const place = options.get(option.value);
          if (!place) return option.value;
          const where = [place.region && place.region !== place.name ? place.region : null];
          where.push(countryName(place.country, language));
          return (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500}>
                {place.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {where.filter(Boolean).join(', ')}
              </Text>
            </Group>
          );
        }}
        rightSection={searching ? <Loader size="xs" aria-label={t('places.searching')} /> : null}
        error={error}
        comboboxProps={{ withinPortal: true }}
        autoComplete="off"
      />
      <Text size="xs" c={places.isError ? 'red.9' : 'dimmed'} role="status" mt={4}>
        {status}
      </Text>
    </div>
  );
}
