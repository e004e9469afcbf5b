import 'leaflet/dist/leaflet.css';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { latLng, type LeafletKeyboardEvent, type LeafletMouseEvent } from 'leaflet';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Pane,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import type { SearchPoint } from '../../lib/search-state.ts';
import { LandOutline } from './land-outline.tsx';
import classes from './map.module.css';

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

export interface LeafletMapProps {
  /** The map's accessible name. */
  label: string;
  /** The id of the text that says how to use the map. */
  describedBy?: string;
  point: SearchPoint | null;
  /** A circle of this radius around the point. */
  radiusKm?: number;
  /** Makes the map a picker: a click (or Enter on the focused map) chooses a point. */
  onPick?: (point: SearchPoint) => void;
  /** Tiles; null when there are none (no configuration): an outline of the land stands in, and says so. */
  tiles?: MapTiles | null;
  height: number;
  /** Where the map opens when there is no point: [lat, lng, zoom] (the reader's country). */
  view?: readonly [number, number, number];
}

/** The whole world when neither a point nor the reader's country is known. */
export const WORLD_VIEW: readonly [number, number, number] = [20, 0, 2];
const POINT_ZOOM = 12;
const PRIMARY = '#3b5bdb';
/** Leaflet's panes: tiles at 200, overlays (the circle, the marker) at 400; the land goes between. */
export const LAND_PANE = 'land';
export const LAND_PANE_Z = 300;

/** The container Leaflet makes focusable gets a role, a name and its instructions. */
function AccessibleContainer({
  label,
  describedBy,
  picker,
}: {
  label: string;
  describedBy?: string;
  picker: boolean;
}) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', picker ? 'application' : 'group');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
    if (!picker) container.removeAttribute('tabindex');
  }, [map, label, describedBy, picker]);
  return null;
}

function toPoint(value: { lat: number; lng: number }): SearchPoint {
  const wrapped = latLng(value.lat, value.lng).wrap();
  return { lat: wrapped.lat, lng: wrapped.lng };
}

/** Click to choose; keyboard users pan with the arrows and press Enter to choose the centre. */
function PickHandler({ onPick }: { onPick: (point: SearchPoint) => void }) {
  const map = useMapEvents({
    click: (event: LeafletMouseEvent) => onPick(toPoint(event.latlng)),
    keydown: (event: LeafletKeyboardEvent) => {
      const { key, target } = event.originalEvent;
      // Only the map itself: Enter on a zoom button or an attribution link keeps its meaning.
      if (target !== map.getContainer() || (key !== 'Enter' && key !== ' ')) return;
      event.originalEvent.preventDefault();
      onPick(toPoint(map.getCenter()));
    },
  });
  return null;
}

/** A map that was hidden (the folded filters on a phone) or resized redraws for its new size. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Brings a point chosen elsewhere (geolocation, typed, a shared link) and its radius into view. */
function FollowPoint({ point, radiusKm }: { point: SearchPoint | null; radiusKm?: number }) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const size = map.getSize();
    if (size.x === 0 || size.y === 0) return;
    const center = latLng(lat, lng);
    if (radiusKm) {
      map.fitBounds(center.toBounds(radiusKm * 2000), { maxZoom: POINT_ZOOM + 2 });
    } else if (!map.getBounds().contains(center)) {
      map.setView(center, Math.max(map.getZoom(), POINT_ZOOM));
    }
  }, [map, lat, lng, radiusKm]);
  return null;
}

/** The Leaflet map (loaded on demand, so Leaflet never weighs on the other screens). */
export function LeafletMap({
  label,
  describedBy,
  point,
  radiusKm,
  onPick,
  tiles,
  height,
  view = WORLD_VIEW,
}: LeafletMapProps) {
  const { t, i18n } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [tilesLoaded, setTilesLoaded] = useState(false);
  // Not known yet (undefined) is not offline: the words would flash while the configuration loads.
  const offline = tiles === null || tilesFailed;
  const center: [number, number] = point ? [point.lat, point.lng] : [view[0], view[1]];
  return (
    <div className={classes.frame} data-offline={offline}>
      <MapContainer
        center={center}
        zoom={point ? POINT_ZOOM : view[2]}
        className={classes.map}
        style={{ '--map-height': `${height}px` } as CSSProperties}
        scrollWheelZoom={false}
        // Leaflet's own zoom buttons are titled in English: ours below speak the reader's language.
        zoomControl={false}
        keyboard={Boolean(onPick)}
        dragging
        worldCopyJump
      >
        <AccessibleContainer label={label} describedBy={describedBy} picker={Boolean(onPick)} />
        <ZoomControl
          // Leaflet reads the titles once: a language change makes a new control.
          key={i18n.language}
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        {/* The land outline in a pane of its own under the overlays (tiles 200, LAND_PANE, overlays
            400): it loads after the marker and would otherwise be drawn over it. */}
        {offline && (
          <Pane name={LAND_PANE} style={{ zIndex: LAND_PANE_Z }}>
            <LandOutline pane={LAND_PANE} />
          </Pane>
        )}
        {tiles && (
          <TileLayer
            url={tiles.tileUrl}
            attribution={tiles.attribution}
            eventHandlers={{
              tileload: () => setTilesLoaded(true),
              // One tile that fails before any has loaded: the tile server is out of reach.
              tileerror: () => {
                if (!tilesLoaded) setTilesFailed(true);
              },
            }}
          />
        )}
        {onPick && <PickHandler onPick={onPick} />}
        <FollowSize />
        <FollowPoint point={point} radiusKm={radiusKm} />
        {point && radiusKm && (
          <Circle
            center={[point.lat, point.lng]}
            radius={radiusKm * 1000}
            pathOptions={{ color: PRIMARY, weight: 1, fillOpacity: 0.08 }}
          />
        )}
        {point && (
          // A vector marker: no image files, so nothing for the bundler to lose.
          <CircleMarker
            center={[point.lat, point.lng]}
            radius={9}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: PRIMARY, fillOpacity: 1 }}
          />
        )}
      </MapContainer>
      {offline && (
        <p className={classes.offlineNote} role="status">
          {t('map.tilesFailed')}
        </p>
      )}
    </div>
  );
}
