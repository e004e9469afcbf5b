import type { TJob } from '@debut/contract/jobs';

/**
 * Whether the viewer may edit, publish, close and delete the job and answer its applicants: its
 * owner, or a member of its company (DESIGN.md §14.1). The server says so in `canManage`; an answer
 * without it (an older server) still has `isOwner`.
 */
export function canManageJob(job: Pick<TJob, 'isOwner' | 'canManage'>): boolean {
  return job.canManage ?? job.isOwner === true;
}
