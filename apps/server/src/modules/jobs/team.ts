import type { Db, Tx } from '../../db/client.ts';
import type { JobRow } from '../../db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { loadJob } from './queries.ts';

// Who works a job's pipeline (its applicants, notes, statistics, copies): its team. Every such check
// goes through this one file, so that the companies' rule (the owner or a member of the job's company,
// DESIGN.md §14.1) replaces the owner-only rule in one place.

/** Whether `userId` is on the team of `job`. */
export async function isOnJobTeam(_db: Db | Tx, userId: string, job: JobRow): Promise<boolean> {
  return job.ownerId === userId;
}

/** The job if `userId` is on its team: 404 when there is none, 403 when it is someone else's. */
export async function loadTeamJob(db: Db | Tx, userId: string, id: string): Promise<JobRow> {
  const job = await loadJob(db, id);
  if (!(await isOnJobTeam(db, userId, job))) throw forbidden("Only the job's team can do this");
  return job;
}
