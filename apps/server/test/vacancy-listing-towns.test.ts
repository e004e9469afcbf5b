import { beforeAll, describe, expect, it } from 'vitest';
import type { Gazetteer } from '../src/modules/places/gazetteer.ts';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';

// Issue 19: the public listing filters by town through links, so crawlers reach every town's jobs.
// A file of its own: the listing keeps where jobs gather for a few minutes, per server.

const app = useTestApp({ PUBLIC_URL: 'https://debut.example' });

const KAZAN = { lat: 55.7963, lng: 49.1088 };
const NOVOSIBIRSK = { lat: 55.0302, lng: 82.9204 };

const made: Record<'kazan' | 'novosibirsk', number[]> = { kazan: [], novosibirsk: [] };

beforeAll(async () => {
  // The town names come from the place index, built once on first use (seconds; decision 012).
  await app().gazetteer.search('warm', 'en', 1);
  const owner = await createUser(app());
  for (const [town, point, count] of [
    ['kazan', KAZAN, 3],
    ['novosibirsk', NOVOSIBIRSK, 2],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const job = await createJob(app(), owner.user.id, {
        category: 'cashier',
        title: `Cashier ${town} ${i}`,
        lat: point.lat + i * 0.01,
        lng: point.lng,
      });
      await publishJob(app(), job.id);
      made[town].push(job.number);
    }
  }
}, 120_000);

const page = async (url: string) => {
  const response = await app().request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const numbers = (html: string) =>
  [...html.matchAll(/href="\/vacancies\/(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
const unescape = (href: string) => href.replaceAll('&#38;', '&').replaceAll('&amp;', '&');

describe('GET /vacancies by town', () => {
  it('links each town where jobs gather, named in the reader language, with its count', async () => {
    const english = await page('/vacancies');
    expect(english).toMatch(/<a href="[^"]*city=Kazan[^"]*">Kazan \(3\)<\/a>/);
    expect(english).toMatch(/<a href="[^"]*city=Novosibirsk[^"]*">Novosibirsk \(2\)<\/a>/);
    const russian = await page('/vacancies?lng=ru');
    expect(russian).toContain('>Казань (3)</a>');
    expect(russian).toContain('>Новосибирск (2)</a>');
  });

  it("follows a town link to that town's jobs only, keeping the profession", async () => {
    const listing = await page('/vacancies?profession=cashier');
    const href = /<a href="([^"]*city=Kazan[^"]*)">Kazan/.exec(listing)?.[1];
    expect(href).toBeDefined();
    const link = unescape(href ?? '');
    expect(link).toContain('profession=cashier');
    const kazan = await page(link);
    expect(numbers(kazan)).toEqual(made.kazan);
    expect(kazan).toContain('<h1>Cashier in Kazan</h1>');
    expect(kazan).toContain(`<link rel="canonical" href="https://debut.example${href ?? ''}">`);
  });

  it('finds a town typed by hand by its name', async () => {
    expect(numbers(await page('/vacancies?city=Novosibirsk'))).toEqual(made.novosibirsk);
    expect(numbers(await page(`/vacancies?city=${encodeURIComponent('Новосибирск')}`))).toEqual(
      made.novosibirsk,
    );
  });
});

// Issue 27: `?city=<any text>` published any text as an indexable heading. Only a place the
// gazetteer knows is a town; anything else is a 404 that is not indexed and never shows the text.
describe('GET /vacancies with a town nobody knows', () => {
  const AT_KAZAN = `${KAZAN.lat},${KAZAN.lng}`;
  const HOSTILE = [
    'Qqqxxzzy',
    'Admin Debut',
    'Free money: call +7 999 000 00 00',
    'E-mail confirmed ✓',
    '\u0410dm\u0456n',
    'Kazan Scam Office',
  ];
  const all = () => [...made.kazan, ...made.novosibirsk].sort((a, b) => a - b);

  it.each(HOSTILE)('answers %j with a 404 listing everything, unindexed, without the text', async (text) => {
    for (const url of [
      `/vacancies?city=${encodeURIComponent(text)}`,
      `/vacancies?city=${encodeURIComponent(text)}&at=${AT_KAZAN}`,
      `/vacancies?profession=cashier&city=${encodeURIComponent(text)}&at=${AT_KAZAN}`,
    ]) {
      const response = await app().request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      const body = response.body;
      expect(body, url).toContain('<meta name="robots" content="noindex, follow">');
      for (const shown of [text, escapeHtml(text), ...text.split(' ').filter((word) => word.length > 5)]) {
        expect(body.includes(shown) && !/^Kazan$/.test(shown), `${url} shows ${shown}`).toBe(false);
      }
      expect(numbers(body), url).toEqual(all());
      expect(body, url).not.toMatch(/<h1>[^<]*(in|Kazan)[^<]*<\/h1>/);
    }
  });

  it("refuses a real town's name at another town's point", async () => {
    const response = await app().request({
      method: 'GET',
      url: `/vacancies?city=Kazan&at=${NOVOSIBIRSK.lat},${NOVOSIBIRSK.lng}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<h1>Vacancies in Kazan');
  });

  it("names a linked town as the gazetteer does, whatever the link's spelling", async () => {
    const kazan = await page(`/vacancies?city=${encodeURIComponent('Казань')}&at=${AT_KAZAN}`);
    expect(numbers(kazan)).toEqual(made.kazan);
    expect(kazan).toMatch(/<h1>[^<]*Kazan<\/h1>/);
    // Typed text that finds a place shows the place's own name, never the text.
    const typed = await page(`/vacancies?city=${encodeURIComponent('<b>Kazan</b>')}`);
    expect(typed).not.toContain('&lt;b&gt;');
    expect(typed).not.toContain('<b>Kazan');
  });
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

describe('GET /vacancies?city= while the place index cannot answer', () => {
  // A place index still being built (or failed): it never answers. Nothing can be checked, so
  // nothing is named; the listing says "a moment" (503), not "no such town".
  const silent: Gazetteer = {
    search: () => new Promise(() => undefined),
    nearest: () => new Promise(() => undefined),
    warmUp: () => undefined,
    close: async () => undefined,
  };
  const cold = useTestApp({ PUBLIC_URL: 'https://debut.example' }, { gazetteer: silent });

  it('answers 503 with Retry-After, unindexed, without the text', async () => {
    const response = await cold().request({
      method: 'GET',
      url: '/vacancies?city=Admin%20Debut&at=55.7963,49.1088',
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(response.body).not.toContain('Admin Debut');
  }, 30_000);
});
