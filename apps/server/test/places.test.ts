import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlace, TPlacesResponse } from '@debut/contract/places';
import { startTestApp, useTestApp, type TestApp } from './support/test-app.ts';

// GET /api/places (DESIGN.md §13.0): the built-in gazetteer (GeoNames cities500) and the outside
// geocoder behind GEOCODER_URL, faked only at the network edge by a real HTTP server.

const app = useTestApp();

beforeAll(async () => {
  // Builds the 200k-place index once for the whole file (seconds; decision 012).
  await app().gazetteer.search('warm', 'en', 1);
}, 120_000);

async function places(query: Record<string, string>, remoteAddress = '10.1.0.1') {
  const response = await app().request({
    method: 'GET',
    url: `/api/places?${new URLSearchParams(query).toString()}`,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json<TPlacesResponse>() };
}

const first = async (q: string, lang = 'en') => {
  const { status, body } = await places({ q, lang });
  expect(status).toBe(200);
  return body.items;
};

const near = (place: TPlace | undefined, lat: number, lng: number) =>
  place !== undefined && Math.abs(place.lat - lat) < 0.2 && Math.abs(place.lng - lng) < 0.2;

describe('the gazetteer', () => {
  it('finds Saint Petersburg by a prefix in Cyrillic, Latin with diacritics and Chinese', async () => {
    const russian = await first('Санкт-Пет', 'ru');
    expect(russian[0]).toMatchObject({ name: 'Санкт-Петербург', country: 'RU' });
    expect(near(russian[0], 59.94, 30.31)).toBe(true);

    const french = await first('Saint-Pé', 'fr');
    expect(french[0]).toMatchObject({ country: 'RU' });
    expect(near(french[0], 59.94, 30.31)).toBe(true);

    const chinese = await first('圣彼得堡', 'zh');
    expect(chinese[0]).toMatchObject({ name: '圣彼得堡', country: 'RU' });
  });

  it('names the place and its region in the language asked for (lang=, decision 034)', async () => {
    const cases = [
      ['Saint Petersburg', 'ru', 'Санкт-Петербург', 'Санкт-Петербург'],
      // A Latin-script reader who types another spelling sees the one typed (decision 012).
      ['Sankt Pet', 'de', 'Sankt Petersburg', 'Sankt Petersburg'],
      ['Saint Petersburg', 'ar', 'سانت بطرسبرغ', 'سانت بطرسبرغ'],
      ['Rome', 'ru', 'Рим', 'Лацио'],
      ['Rome', 'fr', 'Rome', 'Latium'],
      // France's regions are tagged in French only (decision 040): an Arabic reader gets the English name.
      ['Paris', 'ar', 'باريس', 'Île-de-France'],
      ['Warsz', 'pl', 'Warszawa', 'województwo mazowieckie'],
      ['Lisbon', 'ja', 'リスボン', 'リスボン県'],
    ] as const;
    for (const [q, lang, name, region] of cases) {
      const items = await first(q, lang);
      expect(items[0]?.name, `${q} ${lang}`).toBe(name);
      expect(items[0]?.region, `${q} ${lang}`).toBe(region);
    }
    // Arabic letters, not the Persian پ / ی of GeoNames' untagged spellings.
    expect((await first('Paris', 'ar'))[0]?.region).not.toMatch(/[پچژگکی]/);
  });

  it('names Russian towns the Russian way to a Russian reader, soft sign included', async () => {
    for (const [typed, name] of [
      ['Kazan', 'Казань'],
      ['Tver', 'Тверь'],
      ['Perm', 'Пермь'],
      ['Tyumen', 'Тюмень'],
    ] as const) {
      const items = await first(typed, 'ru');
      expect(items.find((item) => item.country === 'RU')?.name, typed).toBe(name);
    }
  });

  it('never shows a half-transliterated spelling: an Arabic name has Arabic letters only', async () => {
    for (const city of ['Barcelona', 'Delhi', 'London', 'Madrid', 'Paris', 'Tokyo', 'Cairo', 'Moscow']) {
      const [place] = await first(city, 'ar');
      expect(place?.name, city).toMatch(/\p{Script=Arabic}/u);
      expect(place?.name, city).not.toMatch(/[\p{Script=Latin}ۆێہەڵڕ]/u);
    }
    expect((await first('Delhi', 'ar'))[0]?.name).toBe('دلهي');
  });

  it('matches a prefix across words and names the first-level division', async () => {
    const items = await first('new y');
    expect(items[0]).toMatchObject({ name: 'New York City', region: 'New York', country: 'US' });
  });

  it('forgives typos when prefixes find too little', async () => {
    for (const typo of ['Moskwa', 'Moskow', 'Moscwo']) {
      const items = await first(typo);
      expect(near(items[0], 55.75, 37.62), typo).toBe(true);
    }
    // Two edits in a long word.
    const items = await first('Barsalona');
    expect(items.some((item) => item.country === 'ES' && near(item, 41.39, 2.16))).toBe(true);
  });

  it('lists larger places first and each place once', async () => {
    const items = await first('Paris');
    expect(items[0]).toMatchObject({ country: 'FR' });
    const springfields = await first('Springfield');
    const points = springfields.map((item) => `${item.lat},${item.lng}`);
    expect(new Set(points).size).toBe(points.length);
    const saintPetersburgs = (await first('Санкт-Петербург', 'ru')).filter((item) =>
      near(item, 59.94, 30.31),
    );
    expect(saintPetersburgs).toHaveLength(1);
  });

  it('names the place in the script of the reader', async () => {
    expect((await first('Moscow', 'ru'))[0]?.name).toBe('Москва');
    expect((await first('Moscow', 'ar'))[0]?.name).toBe('موسكو');
    expect((await first('Moscow', 'ja'))[0]?.name).toBe('モスクワ');
    expect((await first('Moscow', 'en'))[0]?.name).toBe('Moscow');
    expect((await first('Tokyo', 'ja'))[0]?.name).toBe('東京');
    // A spelling the reader typed in their own script is kept.
    expect((await first('Münch', 'de'))[0]?.name).toBe('München');
  });

  it('honours the limit, 8 by default', async () => {
    expect(await first('San')).toHaveLength(8);
    const { body } = await places({ q: 'San', limit: '3' });
    expect(body.items).toHaveLength(3);
    const many = await places({ q: 'San', limit: '20' });
    expect(many.body.items).toHaveLength(20);
  });

  it('answers 200 with nothing for a query with no letters and for an unknown word', async () => {
    expect(await first('!!!')).toEqual([]);
    expect(await first('qxzqxzqxzqxz')).toEqual([]);
  });

  it.each([
    [{}],
    [{ q: '   ' }],
    [{ q: 'x'.repeat(101) }],
    [{ q: 'Paris', lang: 'xx' }],
    [{ q: 'Paris', limit: '0' }],
    [{ q: 'Paris', limit: '21' }],
    [{ q: 'Paris', limit: 'many' }],
  ])('refuses %j with 400', async (query) => {
    const { status, body } = await places(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION' });
  });

  it('limits each client to 60 searches a minute', async () => {
    for (let index = 0; index < 60; index++) {
      expect((await places({}, '10.9.9.9')).status).toBe(400);
    }
    const refused = await app().request({
      method: 'GET',
      url: '/api/places?q=Paris',
      remoteAddress: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await places({ q: 'Paris' }, '10.9.9.8')).status).toBe(200);
  });
});

// A stand-in for Photon or Nominatim: real HTTP on a local port, its behaviour set per test.
type Mode = 'photon' | 'nominatim' | 'error' | 'slow' | 'garbage';
let mode: Mode = 'photon';
const asked: string[] = [];
let geocoder: Server;
let geocoderUrl = '';

const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [30.3358, 59.9343] },
      properties: {
        name: 'Nevsky Prospekt',
        street: 'Nevsky Prospekt',
        housenumber: '28',
        city: 'Saint Petersburg',
        state: 'Saint Petersburg',
        countrycode: 'RU',
      },
    },
  ],
};
const nominatimAnswer = [
  {
    lat: '52.5200',
    lon: '13.4050',
    display_name: 'Unter den Linden 5, Mitte, Berlin, 10117, Deutschland',
    address: {
      road: 'Unter den Linden',
      house_number: '5',
      city: 'Berlin',
      state: 'Berlin',
      country_code: 'de',
    },
  },
];

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  asked.push(`${url.pathname}?${url.searchParams.toString()}`);
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (mode === 'error') return json(500, { message: 'internal error' });
  if (mode === 'slow') return void setTimeout(() => json(200, photonAnswer), 4000);
  if (mode === 'garbage') return json(200, { hello: 'world' });
  if (mode === 'nominatim') {
    return url.pathname === '/search' ? json(200, nominatimAnswer) : json(404, { error: 'not found' });
  }
  return url.pathname === '/api' ? json(200, photonAnswer) : json(404, { error: 'not found' });
}

describe('with GEOCODER_URL', () => {
  let withGeocoder: TestApp;

  beforeAll(async () => {
    geocoder = createServer(answer);
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const address = geocoder.address();
    geocoderUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    withGeocoder = await startTestApp({ GEOCODER_URL: geocoderUrl }, { gazetteer: app().gazetteer });
  });
  afterAll(async () => {
    await withGeocoder.close();
    geocoder.closeAllConnections();
    await new Promise<void>((resolve) => geocoder.close(() => resolve()));
  });

  const search = async (q: string, lang = 'en') => {
    const response = await withGeocoder.request({
      method: 'GET',
      url: `/api/places?${new URLSearchParams({ q, lang }).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TPlacesResponse>().items;
  };

  it('puts Photon addresses first when the query looks like an address', async () => {
    mode = 'photon';
    asked.length = 0;
    const items = await search('Nevsky 28, Saint Petersburg', 'de');
    expect(items[0]).toEqual({
      name: 'Nevsky Prospekt 28, Saint Petersburg',
      region: 'Saint Petersburg',
      country: 'RU',
      lat: 59.9343,
      lng: 30.3358,
    });
    expect(asked[0]).toContain('/api?');
    expect(asked[0]).toContain('lang=de');
  });

  it('puts cities first for a plain name and still adds addresses', async () => {
    mode = 'photon';
    const items = await search('Paris');
    expect(items[0]).toMatchObject({ country: 'FR' });
    expect(items.some((item) => item.name.startsWith('Nevsky Prospekt'))).toBe(true);
  });

  it('falls back to the gazetteer when the geocoder answers 500', async () => {
    mode = 'error';
    const items = await search('Moscow');
    expect(near(items[0], 55.75, 37.62)).toBe(true);
    expect(items.every((item) => !item.name.startsWith('Nevsky'))).toBe(true);
  });

  it('falls back to the gazetteer when the geocoder answers nonsense', async () => {
    mode = 'garbage';
    const items = await search('Berlin');
    expect(items.length).toBeGreaterThan(0);
  });

  it('does not wait for a slow geocoder past its timeout', async () => {
    mode = 'slow';
    const started = Date.now();
    const items = await search('Moscow');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(near(items[0], 55.75, 37.62)).toBe(true);
  });

  it('speaks Nominatim when the server has no Photon path', async () => {
    mode = 'nominatim';
    asked.length = 0;
    const items = await search('Unter den Linden 5', 'ru');
    expect(items[0]).toEqual({
      name: 'Unter den Linden 5, Berlin',
      region: 'Berlin',
      country: 'DE',
      lat: 52.52,
      lng: 13.405,
    });
    expect(asked.some((entry) => entry.startsWith('/search?') && entry.includes('accept-language=ru'))).toBe(
      true,
    );
  });
});
