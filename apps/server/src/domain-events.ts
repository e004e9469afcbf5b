import type { EventBus } from './platform/event-bus.ts';
import type { TApplicationStatus as ApplicationStatus } from '@debut/contract/applications';
import type { JobRow, MessageRow, SupportRow, ThreadRow, UserRow } from './db/schema.ts';
import { isLiveJob } from './db/live-job.ts';

type JobRef = Pick<JobRow, 'id' | 'title' | 'ownerId' | 'companyId'>;
type Person = Pick<UserRow, 'id' | 'displayName'>;
/** A support request with the names its answer mail needs (modules/support presents it). */
export interface SupportView {
  request: SupportRow;
  sender: (Person & { language: string | null }) | null;
  answerer: Person | null;
}
/** Whom a mail about an account goes to. */
export type Recipient = Pick<UserRow, 'id' | 'email' | 'displayName' | 'language'>;

/**
 * What happened, told by the service that made it happen once its transaction has committed. The
 * subscribers (modules/*\/subscribers.ts) turn these into socket events, cache clearing and mails;
 * route handlers only parse, authorize, call and present.
 */
export type DomainEvent =
  /** A job entered the public list: first publication, relisting, a block lifted, a hold reviewed. */
  | { type: 'job.published'; job: JobRow }
  /** A job in the public list changed. */
  | { type: 'job.updated'; job: JobRow }
  /** A job left the public list: closed, deleted, expired, blocked, held, its owner gone or blocked. */
  | { type: 'job.removed'; jobId: string }
  | { type: 'job.expired'; job: JobRef }
  | { type: 'job.blocked'; job: JobRow; owner: Recipient; reason: string }
  | { type: 'job.unblocked'; job: JobRow; owner: Recipient }
  | { type: 'application.sent'; job: JobRef; applicant: Person }
  | { type: 'application.cancelled'; job: JobRef; applicant: Person }
  /** The owner opened (viewed), invited or rejected an application. */
  | { type: 'application.status'; job: JobRef; applicantId: string; status: ApplicationStatus }
  | { type: 'message.sent'; message: MessageRow; thread: ThreadRow; job: JobRef; sender: Person }
  | { type: 'chat.read'; job: JobRef; threadId: string; readerId: string; counterpartId: string }
  | { type: 'chat.deleted'; job: JobRef; threadId: string; counterpartId: string }
  /** A payment was verified and recorded for a job (the webhook, or the sandbox). */
  | { type: 'payment.received'; job: JobRef }
  /** Sessions were revoked: their sockets end on every node. */
  | { type: 'sessions.ended'; sessionIds: string[] }
  | { type: 'account.blocked'; user: Recipient; reason: string }
  /** An account's row changed (profile, role, password, confirmation, unblock, deletion). */
  | { type: 'account.changed'; userId: string }
  /** What a company's public page shows changed: its profile, logo, verification or members. */
  | { type: 'company.changed'; companyId: string }
  /** A person hid something from their searches, or showed it again. */
  | { type: 'hidden.changed'; userId: string }
  | { type: 'support.answered'; request: SupportView };

export type DomainEventType = DomainEvent['type'];
export type DomainEvents = EventBus<DomainEvent>;

/** The events that change what a search of the public list finds. */
export const PUBLIC_LIST_CHANGES = ['job.published', 'job.updated', 'job.removed'] as const;

/** How a change to one job moves the public list: entered it, changed in it, left it, or nothing. */
export function publicListChange(before: JobRow | null, after: JobRow | null): DomainEvent[] {
  const wasLive = before !== null && isLiveJob(before);
  const nowLive = after !== null && isLiveJob(after);
  if (wasLive && !nowLive) return [{ type: 'job.removed', jobId: before.id }];
  if (!nowLive) return [];
  return [{ type: wasLive ? 'job.updated' : 'job.published', job: after }];
}
