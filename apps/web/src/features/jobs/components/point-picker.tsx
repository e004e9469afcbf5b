import { useCallback, useId } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { useGeolocation } from '../hooks/use-geolocation.ts';
import { COORDINATE_DECIMALS, type SearchPoint } from '../lib/search-state.ts';
import { MapView } from './map/map-view.tsx';

interface PointPickerProps {
  /** The map's accessible name. */
  label: string;
  point: SearchPoint | null;
  onChange: (point: SearchPoint | null) => void;
  radiusKm?: number;
  height?: number;
  /** Offers "Clear the point" while one is chosen. */
  clearable?: boolean;
}

function round(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/**
 * A point chosen by a click on the map, by Enter on the focused map (its centre) or from the
 * browser's location; the chosen coordinates are always written out beside the map.
 */
export function PointPicker({ label, point, onChange, radiusKm, height = 240, clearable }: PointPickerProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const hintId = useId();
  const pick = useCallback(
    (next: SearchPoint) => onChange({ lat: round(next.lat), lng: round(next.lng) }),
    [onChange],
  );
  const { status, locate } = useGeolocation(pick);
  const coordinate = (value: number) => format.number(value, { maximumFractionDigits: COORDINATE_DECIMALS });

  return (
    <Stack gap="xs">
      <MapView
        label={label}
        describedBy={hintId}
        point={point}
        radiusKm={radiusKm}
        onPick={pick}
        height={height}
      />
      <Text id={hintId} size="sm" c="dimmed">
        {t('map.hint')}
      </Text>
      <Text size="sm" fw={500} aria-live="polite">
        {point
          ? // Not `lng`: i18next reads that option as the language to translate into.
            t('map.point', { lat: coordinate(point.lat), lon: coordinate(point.lng) })
          : t('map.noPoint')}
      </Text>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={locate} loading={status === 'locating'}>
          {t('map.useMyLocation')}
        </Button>
        {clearable && point && (
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {t('map.clearPoint')}
          </Button>
        )}
      </Group>
      {(status === 'denied' || status === 'unavailable') && (
        <Text size="sm" c="red.9" role="alert">
          {status === 'denied' ? t('map.locationDenied') : t('map.locationUnavailable')}
        </Text>
      )}
    </Stack>
  );
}
