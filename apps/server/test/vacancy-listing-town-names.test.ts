import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { createJob, createUser, publishJob } from './support/factories.ts';

// Issue 27 item 15: the public listing named foreign towns in Serbian to Russian readers ("Парис")
// and regions stayed English. Town names come from the language-tagged names (decision 034).

const app = useTestApp({ PUBLIC_URL: 'https://debut.example' });

const TOWNS = {
  paris: { lat: 48.8534, lng: 2.3488 },
  rome: { lat: 41.8919, lng: 12.5113 },
  beijing: { lat: 39.9075, lng: 116.3972 },
} as const;

beforeAll(async () => {
  await app().gazetteer.search('warm', 'en', 1);
  const owner = await createUser(app());
  for (const [town, point] of Object.entries(TOWNS)) {
    const job = await createJob(app(), owner.user.id, {
      category: 'cashier',
      title: `Cashier ${town}`,
      ...point,
    });
    await publishJob(app(), job.id);
  }
}, 120_000);

const page = async (url: string) => {
  const response = await app().request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('GET /vacancies town names in Russian', () => {
  it('names foreign towns the Russian way, not the Serbian one', async () => {
    const russian = await page('/vacancies?lng=ru');
    expect(russian).toContain('>Париж (1)</a>');
    expect(russian).toContain('>Рим (1)</a>');
    expect(russian).toContain('>Пекин (1)</a>');
    expect(russian).not.toContain('Парис');
    expect(russian).not.toContain('Пекинг');
  });

  it('names them in German too', async () => {
    const german = await page('/vacancies?lng=de');
    expect(german).toContain('>Rom (1)</a>');
    expect(german).toContain('>Peking (1)</a>');
  });
});
