import { STORAGE_KEYS } from '@debut/contract/constants';
import {
  RESUME_YEARS,
  RESUME_LIMITS,
  ZPutResumeRequest,
  type TLanguageLevel,
  type TPutResumeRequest,
  type TResume,
  type TResumeFields,
} from '@debut/contract/resumes';
import { readItem, writeItem } from '../../../shared/storage/local-storage.ts';

/** The profile as the form holds it: numbers as typed, rows possibly half filled. */
export interface ResumeDraft {
  headline: string;
  about: string;
  education: { institution: string; field: string; startYear: string; endYear: string }[];
  skills: string[];
  languages: { code: string; level: TLanguageLevel }[];
  daysPerWeek: string;
  hoursPerDay: string;
  from: string;
  desiredCategories: string[];
  /** The city box's text, and the place picked in it (null until one is picked from the list). */
  cityText: string;
  city: TResumeFields['city'];
  /** As typed: spaces, dashes and brackets are dropped on the way to the server. */
  phone: string;
  shareWithEmployers: boolean;
  /** The step the person was on, so reopening the page goes back to it. */
  step: number;
}

export const EMPTY_DRAFT: ResumeDraft = {
  headline: '',
  about: '',
  education: [],
  skills: [],
  languages: [],
  daysPerWeek: '',
  hoursPerDay: '',
  from: '',
  desiredCategories: [],
  cityText: '',
  city: null,
  phone: '',
  shareWithEmployers: true,
  step: 0,
};

export function draftOf(resume: TResume): ResumeDraft {
  return {
    headline: resume.headline,
    about: resume.about,
    education: resume.education.map((entry) => ({
      institution: entry.institution,
      field: entry.field ?? '',
      startYear: String(entry.startYear),
      endYear: entry.endYear === undefined ? '' : String(entry.endYear),
    })),
    skills: resume.skills,
    languages: resume.languages,
    daysPerWeek: resume.availability.daysPerWeek === undefined ? '' : String(resume.availability.daysPerWeek),
    hoursPerDay: resume.availability.hoursPerDay === undefined ? '' : String(resume.availability.hoursPerDay),
    from: resume.availability.from ?? '',
    desiredCategories: resume.desiredCategories,
    cityText: resume.city?.name ?? '',
    city: resume.city,
    phone: resume.phone ?? '',
    shareWithEmployers: resume.shareWithEmployers,
    step: 0,
  };
}

/**
 * A phone as E.164 wants it: what people type between the digits ("+7 (916) 123-45-67") dropped, and
 * the international prefix 00 read as "+"; empty is no phone. Anything else is left for the check.
 */
export function phoneOf(text: string): string | null {
  const compact = text.replace(/[\s\-().\u00a0]/g, '');
  if (compact === '') return null;
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The draft as `PUT /resumes/me` takes it; rows not begun are left out. */
export function requestOf(draft: ResumeDraft): TPutResumeRequest {
  return {
    headline: draft.headline,
    about: draft.about,
    education: draft.education
      .filter((entry) => entry.institution.trim() !== '' || entry.startYear.trim() !== '')
      .map((entry) => ({
        institution: entry.institution,
        ...(entry.field.trim() ? { field: entry.field } : {}),
        startYear: Number(entry.startYear),
        ...(entry.endYear.trim() ? { endYear: Number(entry.endYear) } : {}),
      })),
    skills: draft.skills,
    languages: draft.languages.filter((language) => language.code !== ''),
    availability: {
      ...(number(draft.daysPerWeek) === undefined ? {} : { daysPerWeek: number(draft.daysPerWeek) }),
      ...(number(draft.hoursPerDay) === undefined ? {} : { hoursPerDay: number(draft.hoursPerDay) }),
      ...(draft.from ? { from: draft.from } : {}),
    },
    desiredCategories: draft.desiredCategories,
    city: draft.city,
    phone: phoneOf(draft.phone),
    shareWithEmployers: draft.shareWithEmployers,
  };
}

/** The fields a problem can name: the profile's own and those inside its rows. */
export type ProblemField =
  | keyof TResumeFields
  | 'institution'
  | 'field'
  | 'startYear'
  | 'endYear'
  | 'code'
  | 'level'
  | 'daysPerWeek'
  | 'hoursPerDay'
  | 'from';

/** What is wrong with a field, with the bound that the reader must keep. */
export type ProblemKind = 'range' | 'tooLong' | 'required' | 'tooMany' | 'endBeforeStart' | 'invalid';

export interface DraftProblem {
  /** Where it is ("education.0.startYear"): one problem per place. */
  path: string;
  /** The field named: the last named segment of the path. */
  field: ProblemField;
  kind: ProblemKind;
  min?: number;
  max?: number;
}

/** The whole numbers the form asks for, and their allowed range (the contract's). */
const NUMBER_RANGES: Partial<Record<ProblemField, { min: number; max: number }>> = {
  startYear: RESUME_YEARS,
  endYear: RESUME_YEARS,
  daysPerWeek: { min: 1, max: RESUME_LIMITS.daysPerWeek },
  hoursPerDay: { min: 1, max: RESUME_LIMITS.hoursPerDay },
};

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function problemOf(issue: Issue): DraftProblem {
  const named = issue.path.filter((segment): segment is string => typeof segment === 'string');
  const field = (named.at(-1) ?? 'headline') as ProblemField;
  const path = issue.path.map(String).join('.');
  const range = NUMBER_RANGES[field];
  // A number field out of its range, or not a number at all: its range says what fits.
  if (range && issue.code !== 'custom') return { path, field, kind: 'range', ...range };
  if (issue.code === 'custom' && field === 'endYear') return { path, field, kind: 'endBeforeStart' };
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    const max = Number(issue.maximum);
    return { path, field, kind: issue.origin === 'array' ? 'tooMany' : 'tooLong', max };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return { path, field, kind: 'required' };
  return { path, field, kind: 'invalid' };
}

/**
 * The draft checked by the contract's own schema: the profile as it would be saved, or what the
 * server would refuse, each field with the bound it breaks ("Start year: between 1950 and 2040").
 */
export function checkDraft(draft: ResumeDraft): { content: TResumeFields | null; problems: DraftProblem[] } {
  const parsed = ZPutResumeRequest.safeParse(requestOf(draft));
  if (parsed.success) return { content: parsed.data, problems: [] };
  const problems = new Map<string, DraftProblem>();
  for (const issue of parsed.error.issues as Issue[]) {
    const problem = problemOf(issue);
    if (!problems.has(problem.path)) problems.set(problem.path, problem);
  }
  return { content: null, problems: [...problems.values()] };
}

export function readDraft(): ResumeDraft | null {
  const raw = readItem(STORAGE_KEYS.resumeDraft);
  if (!raw) return null;
  try {
    return { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<ResumeDraft>) };
  } catch {
    return null;
  }
}

export function writeDraft(draft: ResumeDraft): void {
  writeItem(STORAGE_KEYS.resumeDraft, JSON.stringify(draft));
}
