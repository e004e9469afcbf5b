import { useEffect, useState } from 'react';
import { GeoJSON } from 'react-leaflet';
import type { GeoJsonObject } from 'geojson';

/** The land of the world as GeoJSON, built once from world-atlas' 1:110m TopoJSON (shipped with the app). */
let land: Promise<GeoJsonObject> | undefined;
function loadLand(): Promise<GeoJsonObject> {
  land ??= Promise.all([import('world-atlas/land-110m.json'), import('topojson-client')]).then(
    ([atlas, topojson]) => {
      const topology = atlas.default as unknown as Parameters<typeof topojson.feature>[0];
      return topojson.feature(topology, topology.objects.land as Parameters<typeof topojson.feature>[1]);
    },
  );
  return land;
}

const STYLE = { color: '#868e96', weight: 1, fillColor: '#f8f9fa', fillOpacity: 1 };

/** An offline outline of the continents, drawn when the map tiles cannot be loaded, in `pane`. */
export function LandOutline({ pane }: { pane?: string }) {
  const [shape, setShape] = useState<GeoJsonObject | null>(null);
  useEffect(() => {
    let live = true;
    loadLand().then(
      (value) => live && setShape(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return shape ? <GeoJSON data={shape} style={STYLE} interactive={false} pane={pane} /> : null;
}
