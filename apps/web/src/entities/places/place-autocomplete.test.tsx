import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPlace } from '@debut/contract/places';
import { fakeApi } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute } from '../../test/render.tsx';
import { PlaceAutocomplete } from './place-autocomplete.tsx';

const spb: TPlace = {
  name: 'Saint Petersburg',
  region: 'St.-Petersburg',
  country: 'RU',
  lat: 59.93863,
  lng: 30.31413,
};
const florida: TPlace = {
  name: 'Saint Petersburg',
  region: 'Florida',
  country: 'US',
  lat: 27.77086,
  lng: -82.67927,
};

function Harness({ onPick }: { onPick: (place: TPlace, label: string) => void }) {
  const [text, setText] = useState('');
  return <PlaceAutocomplete label="Where" value={text} onChange={setText} onPick={onPick} />;
}

describe('PlaceAutocomplete', { timeout: 30_000 }, () => {
  it('asks /api/places once typing pauses, in the reader language, and hands over the chosen place', async () => {
    const api = fakeApi({ 'GET /api/places': () => jsonResponse(200, { items: [spb, florida] }) });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderRoute(<Harness onPick={onPick} />);

    await user.type(screen.getByRole('textbox', { name: 'Where' }), 'Санкт-Пет');
    const option = await screen.findByRole('option', { name: /St\.-Petersburg, Russia/ });
    // One request for the whole word: the debounce waits for the pause.
    expect(api.callsTo('GET /api/places')).toHaveLength(1);
    const sent = api.callsTo('GET /api/places')[0]?.url.searchParams;
    expect(sent?.get('q')).toBe('Санкт-Пет');
    expect(sent?.get('lang')).toBe('en');
    expect(screen.getByRole('option', { name: /Florida, United States/ })).toBeInTheDocument();

    await user.click(option);
    expect(onPick).toHaveBeenCalledWith(spb, 'Saint Petersburg, St.-Petersburg, Russia');
    expect(screen.getByRole('textbox', { name: 'Where' })).toHaveValue(
      'Saint Petersburg, St.-Petersburg, Russia',
    );
    // The label the box now shows is not searched again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('GET /api/places')).toHaveLength(1);
  });

  it('says when nothing is found and when places cannot be looked up', async () => {
    let fail = false;
    fakeApi({
      'GET /api/places': () =>
        fail ? jsonResponse(503, { error: 'down', code: 'UNAVAILABLE' }) : jsonResponse(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderRoute(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Where' });

    await user.type(box, 'Qxzqx');
    expect(
      await screen.findByText('No places found. Check the spelling or try a nearby city.'),
    ).toBeInTheDocument();

    fail = true;
    await user.type(box, 'q');
    expect(
      await screen.findByText(
        'Places cannot be looked up right now. Choose the point on the map instead.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
