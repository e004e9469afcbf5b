import type { THiddenList } from '@debut/contract/hidden';

/** What of a job decides whether the person hid it: the job, its company, its employer. */
export interface HideableJob {
  _id: string;
  ownerId: string;
  company: { _id: string } | null;
}

/**
 * Whether the person's hidden list leaves this job out, as the search does (DESIGN.md §14.3): the
 * job itself, every job of a hidden company, every job of a hidden employer.
 */
export function hidesJob(list: THiddenList, job: HideableJob): boolean {
  const has = (items: THiddenList['jobs'], id: string | undefined) =>
    id !== undefined && items.some((item) => item.id === id);
  return has(list.jobs, job._id) || has(list.companies, job.company?._id) || has(list.owners, job.ownerId);
}
