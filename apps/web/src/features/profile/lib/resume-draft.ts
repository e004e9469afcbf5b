import { STORAGE_KEYS } from '@debut/contract/constants';
import {
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
    shareWithEmployers: resume.shareWithEmployers,
    step: 0,
  };
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
    shareWithEmployers: draft.shareWithEmployers,
  };
}

/**
 * The draft checked by the contract's own schema: the profile as it would be saved, or the fields the
 * server would refuse (each named once, by its first path segment).
 */
export function checkDraft(draft: ResumeDraft): { content: TResumeFields | null; problems: ProblemField[] } {
  const parsed = ZPutResumeRequest.safeParse(requestOf(draft));
  if (parsed.success) return { content: parsed.data, problems: [] };
  const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? 'headline'));
  return { content: null, problems: [...new Set(fields)] as ProblemField[] };
}

export type ProblemField = keyof TResumeFields;

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
