import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { jobLanguage } from '../modules/jobs/written-language.ts';
import { currencyOfCountry } from '@debut/contract/currencies';
import { asksForExperience } from '@debut/contract/experience/index';
import { internshipFacts, type EXPERIENCE_LEVELS } from '@debut/contract/jobs';
import { professionSearchTerms } from '@debut/contract/profession-lookup';
import { CITIES } from './cities.ts';
import { VACANCY_TEMPLATES } from './vacancies.ts';
import { tailWords } from './vocabulary.ts';

export const SEED_PASSWORD = 'debut demo password';
export const seedEmail = (n: number) => `seed-user-${n}@debut.example`;

/** A small deterministic generator, so the same seed gives the same data run after run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  jobs: number;
  users: number;
  seed?: number;
  /** Share of jobs that are published (the rest stay drafts). */
  activeShare?: number;
  /** How long a publication lasts (LISTING_DAYS); the demo jobs were published up to that long ago. */
  listingDays?: number;
  onProgress?: (done: number) => void;
  /**
   * Words of the city's language appended to each description, drawn by how often the language uses
   * them (vocabulary.ts), so benchmarks search a real vocabulary with a long tail; 0 for the demo.
   */
  tailWords?: number;
}

const BATCH = 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Fills the database with realistic users and vacancies spread over real cities. */
export async function seed(db: Db, options: SeedOptions): Promise<{ users: number; jobs: number }> {
  const random = mulberry32(options.seed ?? 42);
  // Salary ranges and internships' facts draw from their own sequence, so the jobs every other
  // column describes stay those of the seeds before them (tests and benches sample them).
  const facts = mulberry32((options.seed ?? 42) + 57);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const start = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const offset = start[0]?.n ?? 0;

  const ownerIds: string[] = [];
  for (let i = 0; i < options.users; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, options.users - i) }, (_, k) => {
      const n = offset + i + k + 1;
      const city = pick(CITIES);
      return {
        email: seedEmail(n),
        displayName: `Demo user ${n}`,
        passwordHash,
        country: city.country,
        language: city.language,
        termsAcceptedAt: sql`now()`,
        privacyAcceptedAt: sql`now()`,
        // The demo addresses (.example) can never receive the confirmation link.
        emailVerifiedAt: sql`now()`,
      };
    });
    const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    ownerIds.push(...inserted.map((row) => row.id));
  }
  if (ownerIds.length === 0) {
    ownerIds.push(...(await db.select({ id: users.id }).from(users).limit(1000)).map((row) => row.id));
  }
  if (ownerIds.length === 0) throw new Error('seed needs at least one user: pass --users 1 or more');

  // As the jobs service tells it, once per template text rather than for each of a million rows.
  const languages = new WeakMap<object, ReturnType<typeof jobLanguage>>();
  const languageOf = (text: { title: string; description: string }) => {
    if (!languages.has(text)) languages.set(text, jobLanguage(text));
    return languages.get(text) ?? null;
  };
  // A first-job board: most jobs ask for no experience, internships never; a text that asks for some is
  // never marked "none" (the job check would flag it).
  const asks = new WeakMap<object, boolean>();
  const experienceOf = (
    text: { title: string; description: string },
    employmentType: string,
  ): (typeof EXPERIENCE_LEVELS)[number] => {
    if (!asks.has(text)) asks.set(text, asksForExperience(`${text.title}\n${text.description}`));
    const roll = random();
    if (asks.get(text)) return roll < 0.6 ? '1_3' : roll < 0.9 ? 'under_1' : '3_plus';
    if (employmentType === 'internship') return 'none';
    return roll < 0.65 ? 'none' : roll < 0.85 ? 'under_1' : roll < 0.97 ? '1_3' : '3_plus';
  };
  const now = Date.now();
  const listingMs = (options.listingDays ?? 30) * DAY_MS;
  for (let i = 0; i < options.jobs; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, options.jobs - i) }, () => {
      const template = pick(VACANCY_TEMPLATES);
      const city = pick(CITIES);
      const text = template.text[city.language] ?? template.text.en ?? Object.values(template.text)[0];
      if (!text) throw new Error('a vacancy template has no text');
      const active = random() < (options.activeShare ?? 0.9);
      // Never older than the lifetime less a day: every demo job is live when the server starts.
      const publishedAt = new Date(now - Math.floor(random() * Math.max(0, listingMs - DAY_MS)));
      // Within ~15 km of the centre: a city's jobs are spread over its districts.
      const lat = city.lat + (random() - 0.5) * 0.27;
      const lng = city.lng + ((random() - 0.5) * 0.27) / Math.cos((city.lat * Math.PI) / 180);
      const salaryCurrency = currencyOfCountry(city.country) ?? 'RUB';
      const salary = localSalary(template.baseSalaryRub * (0.85 + random() * 0.6), salaryCurrency);
      return {
        ownerId: pick(ownerIds),
        title: text.title,
        description: options.tailWords
          ? `${text.description} ${tailWords(city.language, options.tailWords, random).join(' ')}.`
          : text.description,
        companyName: text.company,
        category: template.category,
        categoryTerms: professionSearchTerms(template.category, null),
        language: languageOf(text),
        schedule: template.schedule,
        employmentType: template.employmentType,
        salary,
        salaryCurrency,
        salaryPeriod: 'monthly' as const,
        paymentFrequency: pick(['weekly', 'monthly'] as const),
        monthlySalary: salary,
        salaryMax: facts() < 0.3 ? Math.round(salary * (1.1 + facts() * 0.4)) : null,
        internship:
          template.employmentType === 'internship'
            ? internshipFacts({
                paid: facts() < 0.7,
                durationWeeks: 4 + Math.floor(facts() * 22),
                mentor: facts() < 0.8,
                offerPossible: facts() < 0.5,
              })
            : null,
        address: `${city.name}, ${1 + Math.floor(random() * 120)}`,
        lat,
        lng,
        daysPerWeek: template.schedule === 'full_time' ? 5 : 2 + Math.floor(random() * 4),
        hoursPerDay: 4 + Math.floor(random() * 5),
        noSpecialRequirements: true,
        experience: experienceOf(text, template.employmentType),
        status: active ? ('active' as const) : ('draft' as const),
        published: active,
        publishedAt: active ? publishedAt : null,
        expiresAt: active ? new Date(publishedAt.getTime() + listingMs) : null,
        // Demo owners have no mailbox: marked reminded, so the first start does not mail every owner
        // whose demo job ends within the reminder window (thousands for a large seed).
        expiryRemindedAt: active ? new Date(now) : null,
        views: Math.floor(random() * 300),
      };
    });
    await db.insert(jobs).values(rows);
    options.onProgress?.(Math.min(i + BATCH, options.jobs));
  }
  return { users: ownerIds.length, jobs: options.jobs };
}

/**
 * Roughly how many roubles one unit of each seeded city's currency is worth: the templates' salaries
 * are in roubles, and a demo job pays the same order of amount in its own city's money. Demo data
 * only, never a price anyone pays.
 */
const RUB_PER_UNIT: Record<string, number> = {
  RUB: 1,
  GBP: 110,
  EUR: 95,
  CZK: 4,
  HUF: 0.25,
  SEK: 9,
  PLN: 22,
  AED: 25,
  INR: 1,
  CNY: 12,
  JPY: 0.6,
};

/** A template's rouble salary in a city's currency, rounded to a figure an ad would print. */
export function localSalary(salaryRub: number, currency: string): number {
  const amount = salaryRub / (RUB_PER_UNIT[currency] ?? 1);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}
