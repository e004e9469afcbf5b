import { z } from 'zod';
import { ZCompanyCity } from './companies.ts';
import { ZDay, ZText } from './primitives.ts';

/** DESIGN.md §13.3: the bounds of a first CV. */
export const RESUME_LIMITS = {
  headline: 120,
  about: 2000,
  education: 10,
  institution: 120,
  field: 120,
  skills: 30,
  skill: 40,
  languages: 10,
  desiredCategories: 5,
  desiredCategory: 80,
  daysPerWeek: 7,
  hoursPerDay: 24,
  /** What a phone box takes as typed, with spaces and dashes; E.164 itself is at most 16. */
  phone: 32,
} as const;
/** The oldest and latest years a study can start or end in. */
export const RESUME_YEARS = { min: 1950, max: 2040 } as const;

export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export const ZLanguageLevel = z.enum(LANGUAGE_LEVELS);
export type TLanguageLevel = z.infer<typeof ZLanguageLevel>;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
/** An ISO 639-1 code that names a language ("ru", "en"), not just any two letters. */
const ZLanguageCode = z
  .string()
  .regex(/^[a-z]{2}$/, 'Use a two-letter ISO 639-1 language code')
  // zod runs every check even after the regex failed, and Intl throws (a 500) on a malformed tag.
  .refine((code) => /^[a-z]{2}$/.test(code) && languageNames.of(code) !== code, 'Unknown language code');

const year = z.number().int().min(RESUME_YEARS.min).max(RESUME_YEARS.max);
const text = (max: number) => ZText.trim().max(max);

export const ZEducation = z
  .object({
    institution: text(RESUME_LIMITS.institution).min(1),
    field: text(RESUME_LIMITS.field).optional(),
    startYear: year,
    endYear: year.optional(),
  })
  .strict()
  .refine((entry) => entry.endYear === undefined || entry.endYear >= entry.startYear, {
    path: ['endYear'],
    message: 'The end year cannot come before the start year',
  });
export type TEducation = z.infer<typeof ZEducation>;

export const ZResumeLanguage = z.object({ code: ZLanguageCode, level: ZLanguageLevel }).strict();

export const ZAvailability = z
  .object({
    daysPerWeek: z.number().int().min(1).max(RESUME_LIMITS.daysPerWeek).optional(),
    hoursPerDay: z.number().int().min(1).max(RESUME_LIMITS.hoursPerDay).optional(),
    /** The first day they can start, YYYY-MM-DD. */
    from: ZDay.optional(),
  })
  .strict();

/** A phone number in E.164: a plus, the country code and the number, digits only, 8 to 15 of them. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
export const PHONE_MESSAGE = 'Write the phone number in international format, e.g. +79161234567';
export const ZPhone = ZText.trim().regex(E164_PATTERN, PHONE_MESSAGE);

/** Where the seeker lives or looks for work: a place of the gazetteer, as the company's city. */
export const ZResumeCity = ZCompanyCity;

/** `PUT /resumes/me`: the whole profile; what is left out is empty. */
export const ZPutResumeRequest = z
  .object({
    headline: text(RESUME_LIMITS.headline).default(''),
    about: text(RESUME_LIMITS.about).default(''),
    education: z.array(ZEducation).max(RESUME_LIMITS.education).default([]),
    skills: z.array(text(RESUME_LIMITS.skill).min(1)).max(RESUME_LIMITS.skills).default([]),
    languages: z.array(ZResumeLanguage).max(RESUME_LIMITS.languages).default([]),
    availability: ZAvailability.default({}),
    desiredCategories: z
      .array(text(RESUME_LIMITS.desiredCategory).min(1))
      .max(RESUME_LIMITS.desiredCategories)
      .default([]),
    city: ZResumeCity.nullable().default(null),
    phone: ZPhone.nullable().default(null),
    shareWithEmployers: z.boolean().default(true),
  })
  .strict();
export type TPutResumeRequest = z.input<typeof ZPutResumeRequest>;
export type TResumeFields = z.output<typeof ZPutResumeRequest>;

export const ZResume = z.object({
  headline: z.string(),
  about: z.string(),
  education: z.array(
    z.object({
      institution: z.string(),
      field: z.string().optional(),
      startYear: z.number().int(),
      endYear: z.number().int().optional(),
    }),
  ),
  skills: z.array(z.string()),
  languages: z.array(z.object({ code: z.string(), level: ZLanguageLevel })),
  availability: z.object({
    daysPerWeek: z.number().int().optional(),
    hoursPerDay: z.number().int().optional(),
    from: z.string().optional(),
  }),
  desiredCategories: z.array(z.string()),
  city: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  phone: z.string().nullable(),
  shareWithEmployers: z.boolean(),
  updatedAt: z.string(),
});
z.globalRegistry.add(ZResume, { id: 'Resume' });
export type TResume = z.infer<typeof ZResume>;

export const ZResumeResponse = z.object({ resume: ZResume });
export type TResumeResponse = z.infer<typeof ZResumeResponse>;
