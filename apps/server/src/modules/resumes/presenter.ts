import type { TResume } from '@debut/contract/resumes';
import type { ResumeRow } from '../../db/schema.ts';

export function presentResume(row: ResumeRow): TResume {
  return {
    headline: row.headline,
    about: row.about,
    education: row.education,
    skills: row.skills,
    languages: row.languages,
    availability: row.availability,
    desiredCategories: row.desiredCategories,
    city: row.city ?? null,
    phone: row.phone,
    shareWithEmployers: row.shareWithEmployers,
    updatedAt: row.updatedAt.toISOString(),
  };
}
