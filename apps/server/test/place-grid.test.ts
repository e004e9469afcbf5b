import { expect, test } from 'vitest';
import { buildPlaceGrid } from '../src/modules/places/gazetteer-index.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// The grid stands in for a scan of every place (issue 28): it must hand over every place a scan of the
// same box would find, at the antimeridian and the poles too.
test('the place grid visits every place a full scan finds in the box, across the antimeridian and at the poles', () => {
  let state = 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const count = 20_000;
  const lat = Float64Array.from({ length: count }, () => random() * 180 - 90);
  const lng = Float64Array.from({ length: count }, () => random() * 360 - 180);
  // Places on the edges themselves.
  lat.set([90, -90, 0, 59.9], 0);
  lng.set([180, -180, 179.99, -179.99], 0);
  const grid = buildPlaceGrid(lat, lng);
  const points = [
    { lat: 0, lng: 179.9, dLat: 0.5, dLng: 0.5 },
    { lat: 0, lng: -179.9, dLat: 0.5, dLng: 0.5 },
    { lat: 89.8, lng: 10, dLat: 1, dLng: 180 },
    { lat: -89.9, lng: -170, dLat: 2, dLng: 200 },
    { lat: 59.9, lng: 30.3, dLat: 0.3, dLng: 0.6 },
    ...Array.from({ length: 200 }, () => ({
      lat: random() * 170 - 85,
      lng: random() * 360 - 180,
      dLat: random() * 3,
      dLng: random() * 6,
    })),
  ];
  const inBox = (place: number, p: (typeof points)[number]) => {
    const dLng = Math.abs((((lng[place] ?? 0) - p.lng + 540) % 360) - 180);
    return Math.abs((lat[place] ?? 0) - p.lat) <= p.dLat && (p.dLng >= 180 || dLng <= p.dLng);
  };
  for (const p of points) {
    const visited = new Set<number>();
    grid.visit(p.lat, p.lng, p.dLat, p.dLng, (place) => visited.add(place));
    const wanted = Array.from({ length: count }, (_, place) => place).filter((place) => inBox(place, p));
    expect(wanted.filter((place) => !visited.has(place))).toEqual([]);
  }
});
