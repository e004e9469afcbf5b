import type { TApplication } from '@debut/contract/applications';
import type { ApplicationRow, JobRow, ResumeRow, UserRow } from '../../db/schema.ts';
import { presentJobSummary } from '../jobs/presenter.ts';
import { presentPublicUser } from '../users/presenter.ts';
import { presentResume } from '../resumes/presenter.ts';

/**
 * An application with its job; the applicant and their shared profile only when the job's owner is
 * looking.
 */
export function presentApplication(
  row: ApplicationRow,
  job: JobRow,
  applicant?: { user: UserRow; resume: ResumeRow | null },
): TApplication {
  return {
    _id: row.id,
    job: presentJobSummary(job),
    ...(applicant
      ? {
          user: presentPublicUser(applicant.user),
          resume: applicant.resume?.shareWithEmployers ? presentResume(applicant.resume) : null,
        }
      : {}),
    coverLetter: row.coverLetter,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
