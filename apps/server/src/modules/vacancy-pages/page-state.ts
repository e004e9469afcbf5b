import type { PublicJob } from './queries.ts';
import { isLiveJob } from '../../db/live-job.ts';

/** What the page of a job number shows: live, gone (closed or expired) or nothing at all. */
export type PageState = 'live' | 'gone' | 'absent';

export function pageState(job: PublicJob | undefined): PageState {
  if (!job) return 'absent';
  if (isLiveJob(job)) return 'live';
  // A closed job once was public: its address answers 410 so search engines drop it. Drafts, blocked
  // jobs and jobs held for review never were (or must not be) public: 404.
  if (job.status === 'closed') return 'gone';
  return 'absent';
}
