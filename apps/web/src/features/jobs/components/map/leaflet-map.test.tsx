/* eslint-disable testing-library/no-node-access -- Leaflet's panes are the subject: only the DOM shows them */
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../../../../../public/locales/de/translation.json';
import ar from '../../../../../public/locales/ar/translation.json';
import { renderRoute } from '../../../../test/render.tsx';
import { LAND_PANE, LAND_PANE_Z, LeafletMap } from './leaflet-map.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function showMap(): HTMLElement {
  renderRoute(<LeafletMap label="Map" point={{ lat: 52.52, lng: 13.4 }} tiles={null} height={200} />);
  return screen.getByRole('group', { name: 'Map' });
}

describe('LeafletMap', () => {
  // Issue 27 item 16: Leaflet's zoom buttons said "Zoom in" in every language.
  it.each([
    ['de', de],
    ['ar', ar],
  ] as const)('titles its zoom buttons in the reader’s language (%s)', async (language, catalogue) => {
    i18next.addResourceBundle(language, 'translation', catalogue, true, true);
    await i18next.changeLanguage(language);
    showMap();
    const zoomIn = await screen.findByRole('button', { name: catalogue.map.zoomIn });
    expect(zoomIn).toHaveAttribute('title', catalogue.map.zoomIn);
    expect(screen.getByRole('button', { name: catalogue.map.zoomOut })).toHaveAttribute(
      'title',
      catalogue.map.zoomOut,
    );
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  });

  // Offline, the land outline loads after the marker: in the same pane it was drawn over it.
  it('draws the offline land outline in a pane under the marker', async () => {
    const map = showMap();
    const land = await waitFor(() => {
      const pane = map.querySelector<HTMLElement>(`.leaflet-${LAND_PANE}-pane`);
      expect(pane?.querySelector('path')).toBeTruthy();
      return pane as HTMLElement;
    });
    const overlays = map.querySelector<HTMLElement>('.leaflet-overlay-pane');
    // The marker is an overlay; the land is not.
    expect(overlays?.querySelector('path')).toBeTruthy();
    expect(land.contains(overlays)).toBe(false);
    // Leaflet's stylesheet puts tiles at 200 and overlays at 400 (jsdom does not load it).
    expect(Number(land.style.zIndex)).toBe(LAND_PANE_Z);
    expect(LAND_PANE_Z).toBeGreaterThan(200);
    expect(LAND_PANE_Z).toBeLessThan(400);
  });
});
