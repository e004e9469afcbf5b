import type { TApplication } from '@debut/contract/applications';
import type { applications } from '../../db/schema.ts';
import type { UserRow } from '../auth/sessions.ts';
import { presentJobSummary, type JobRow } from '../jobs/presenter.ts';
import { presentPublicUser } from '../users/presenter.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** An application with its job; the applicant only when the job's owner is looking. */
export function presentApplication(row: ApplicationRow, job: JobRow, applicant?: UserRow): TApplication {
  return {
    _id: row.id,
    job: presentJobSummary(job),
    ...(applicant ? { user: presentPublicUser(applicant) } : {}),
    coverLetter: row.coverLetter,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
