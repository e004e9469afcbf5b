// Once per run: the same on every database
import { describe, expect, it } from 'vitest';
import {
  circleBounds,
  EARTH_RADIUS_KM,
  haversineKm,
  withinBounds,
} from '../src/modules/jobs/search-index/job-text-index.ts';
import { circleBox } from '../src/modules/jobs/search.ts';
import { mulberry32 } from '../src/seed/generate.ts';

// The index skips the haversine for jobs outside a circle's bounds (decision 066): the bounds must
// never turn away a job the haversine keeps, anywhere on the globe, or a radius search would change.

const RADIANS = Math.PI / 180;

/** The point `km` from (lat, lng) along `bearing` degrees, on the sphere. */
function destination(lat: number, lng: number, bearing: number, km: number): [number, number] {
  const d = km / EARTH_RADIUS_KM;
  const φ1 = lat * RADIANS;
  const θ = bearing * RADIANS;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    lng * RADIANS +
    Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  const wrapped = ((((λ2 / RADIANS + 180) % 360) + 360) % 360) - 180;
  return [φ2 / RADIANS, wrapped];
}

describe('circleBounds', () => {
  it('keeps every point the haversine keeps: edges, poles, the antimeridian, radii up to 3,000 km', () => {
    const random = mulberry32(66);
    let kept = 0;
    let skipped = 0;
    const turnedAway: string[] = [];
    for (let i = 0; i < 200_000; i += 1) {
      // A quarter of the centres near a pole or the antimeridian, where bounds go wrong first.
      const lat = i % 4 === 0 ? (random() < 0.5 ? -1 : 1) * (80 + random() * 9.99) : -89.9 + random() * 179.8;
      const lng = i % 4 === 1 ? (random() < 0.5 ? -1 : 1) * (179 + random()) : -180 + random() * 360;
      const radiusKm = random() < 0.8 ? 0.5 + random() * 200 : 200 + random() * 2_800;
      const bounds = circleBounds(lat, radiusKm);
      // Points at the circle's edge (95–105 % of the radius), where rounding decides.
      const [pointLat, pointLng] = destination(lat, lng, random() * 360, radiusKm * (0.95 + random() * 0.1));
      const inside = haversineKm(lat, lng, pointLat, pointLng) <= radiusKm;
      const mayBe = withinBounds(bounds, lat, lng, pointLat, pointLng);
      if (inside) kept += 1;
      if (inside && !mayBe) turnedAway.push(`${lat}, ${lng}, ${radiusKm} km → ${pointLat}, ${pointLng}`);
      // SQL's box narrows the same way (it was narrower than the circle from 60° at 1,000 km).
      const box = circleBox(lat, lng, radiusKm);
      const inBox =
        pointLat >= box.lat[0] &&
        pointLat <= box.lat[1] &&
        (!box.lng || (pointLng >= box.lng[0] && pointLng <= box.lng[1]));
      if (inside && !inBox)
        turnedAway.push(`SQL box: ${lat}, ${lng}, ${radiusKm} km → ${pointLat}, ${pointLng}`);
      // Far from it: the bounds do their job there.
      const [farLat, farLng] = destination(lat, lng, random() * 360, radiusKm * 3);
      if (!withinBounds(bounds, lat, lng, farLat, farLng)) skipped += 1;
    }
    expect(turnedAway).toEqual([]);
    expect(kept).toBeGreaterThan(50_000);
    expect(skipped).toBeGreaterThan(150_000);
  });

  it('checks only the latitude near a pole, and nothing for a circle a quarter of the globe wide', () => {
    expect(circleBounds(88.7, 50).dLng).toBeUndefined();
    expect(circleBounds(55.75, 10).dLng).toBeGreaterThan(0);
    const huge = circleBounds(0, 6_000);
    expect(huge.dLng).toBeUndefined();
    // Across the antimeridian: 179.9° and −179.9° are 0.2° apart.
    const bounds = circleBounds(0, 50);
    expect(withinBounds(bounds, 0, 179.9, 0, -179.9)).toBe(true);
    expect(haversineKm(0, 179.9, 0, -179.9)).toBeLessThan(50);
  });

  it("gives SQL's box the circle's whole width: a job 1,000 km east of a town at 60° is in it", () => {
    const [lat, lng] = [59.8895, 18.01072];
    expect(haversineKm(60, 0, lat, lng)).toBeLessThanOrEqual(1_000);
    const box = circleBox(60, 0, 1_000);
    expect(box.lng?.[1]).toBeGreaterThan(lng);
  });
});
