import { useId, useState, type ReactNode } from 'react';
import { Button, Collapse, NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SearchPoint } from '../../lib/search-state.ts';
import type { JobFormField, TJobForm } from '../../schemas/job-form-schema.ts';
import { PlaceAutocomplete } from '../../../../entities/places/place-autocomplete.tsx';
import { PointPicker } from '../point-picker.tsx';

interface JobPlaceFieldsProps {
  control: Control<TJobForm>;
  error: (field: JobFormField) => ReactNode;
  point: SearchPoint | null;
  onPoint: (point: SearchPoint | null) => void;
  /** The chosen place's label, for the address while that is empty. */
  onPlaceLabel: (label: string) => void;
  /** The address field, registered by the form. */
  address: ReactNode;
}

/**
 * Where the job is: a city or address typed and picked from the list sets the point; the map shows
 * it (a click moves it); the coordinates can still be typed behind "Set coordinates by hand".
 */
export function JobPlaceFields({
  control,
  error,
  point,
  onPoint,
  onPlaceLabel,
  address,
}: JobPlaceFieldsProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState('');
  const [byHand, setByHand] = useState(false);
  const coordinatesId = useId();
  // One message for the point: under the place box, or under the coordinates while they are open.
  const pointError = error('lat') ?? error('lng');

  return (
    <>
      <PlaceAutocomplete
        label={t('places.fieldLabel')}
        description={t('places.fieldHint')}
        placeholder={t('places.wherePlaceholder')}
        value={place}
        onChange={setPlace}
        onPick={(chosen, label) => {
          onPoint({ lat: chosen.lat, lng: chosen.lng });
          onPlaceLabel(label);
        }}
        error={byHand ? undefined : pointError}
      />
      {address}
      <PointPicker label={t('jobs.form.mapLabel')} point={point} onChange={onPoint} height={280} />
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={byHand}
        aria-controls={coordinatesId}
        onClick={() => setByHand((open) => !open)}
      >
        {t('places.byHand')}
      </Button>
      <Collapse in={byHand} id={coordinatesId}>
        <SimpleGrid cols={2}>
          {(['lat', 'lng'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              // The point is one value: a change to either coordinate checks both.
              rules={{ deps: [name === 'lat' ? 'lng' : 'lat'] }}
              render={({ field }) => (
                <NumberInput
                  label={t(name === 'lat' ? 'jobs.fields.lat' : 'jobs.fields.lng')}
                  required
                  decimalScale={6}
                  hideControls
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={byHand ? error(name) : undefined}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </>
  );
}
