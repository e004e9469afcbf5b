import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../../shared/config/client-config.ts';
import { useCountryPlace } from '../../hooks/use-country-point.ts';
import type { LeafletMapProps } from './leaflet-map.tsx';

// Leaflet and its CSS come with the first map, never with the screens that show none.
const LeafletMap = lazy(() => import('./leaflet-map.tsx').then((m) => ({ default: m.LeafletMap })));

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type MapViewProps = Omit<LeafletMapProps, 'tiles' | 'view'>;

/**
 * A map with the tiles named by `/api/config` (an outline of the land when they cannot load).
 * Without the map's code (offline, failed chunk) the screen goes on: the text beside every map
 * says the same.
 */
export function MapView(props: MapViewProps) {
  const { t } = useTranslation();
  const config = useClientConfig();
  // Without a point the map opens on the reader's country, else on the whole world.
  const countryPlace = useCountryPlace();
  return (
    <MapErrorBoundary
      fallback={
        <Text size="sm" c="dimmed" role="status">
          {t('map.failed')}
        </Text>
      }
    >
      <Suspense fallback={<Skeleton height={props.height} radius="md" aria-hidden />}>
        <LeafletMap
          {...props}
          // undefined while the configuration loads; null when it cannot (the outline stands in).
          tiles={config.isError ? null : config.data?.map}
          view={countryPlace?.view}
        />
      </Suspense>
    </MapErrorBoundary>
  );
}
