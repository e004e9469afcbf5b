import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../platform/outbox.ts';
import type { DomainEvents } from '../../domain-events.ts';
import { setAdmin, setUserBlocked } from './account-actions.ts';
import { findDuplicates } from './duplicates.ts';
import type { ModerationDeps } from './audit.ts';
import { edit, remove, review, setJobBlocked } from './job-actions.ts';
import { listOutboxEntries, retryOutboxEntry } from './outbox-entries.ts';
import { report } from './reports.ts';
import { listAudit, listReports, moderatedJob, moderatedUser, searchJobs, searchUsers } from './views.ts';

// Routes and scripts keep calling `services.moderation.report(…)`; the functions take their deps first.
const bind =
  <A extends unknown[], R, D>(action: (deps: D, ...args: A) => R, deps: D) =>
  (...args: A): R =>
    action(deps, ...args);

/**
 * Reports from job seekers and everything admins do about jobs and accounts, each action audited:
 * plain functions in views.ts, reports.ts, job-actions.ts and account-actions.ts, bound here once to
 * the database and the event bus for the composition root; and the outbox's failed deliveries
 * (outbox-entries.ts), which an admin sees and retries.
 */
export function createModerationService(
  db: Db,
  events: Pick<DomainEvents, 'publish'>,
  publicUrl: string,
  outbox: Pick<Outbox, 'retry'>,
) {
  const deps: ModerationDeps = { db, events, publicUrl };
  return {
    moderatedJob: bind(moderatedJob, db),
    moderatedUser: bind(moderatedUser, db),
    listReports: bind(listReports, db),
    searchJobs: bind(searchJobs, db),
    searchUsers: bind(searchUsers, db),
    listAudit: bind(listAudit, db),
    findDuplicates: bind(findDuplicates, db),
    report: bind(report, deps),
    setJobBlocked: bind(setJobBlocked, deps),
    review: bind(review, deps),
    edit: bind(edit, deps),
    remove: bind(remove, deps),
    setUserBlocked: bind(setUserBlocked, deps),
    setAdmin: bind(setAdmin, deps),
    listOutboxEntries: bind(listOutboxEntries, db),
    retryOutboxEntry: bind(retryOutboxEntry, { db, outbox }),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
