import { z } from 'zod';
import { ZJob } from './jobs.ts';
import { ZApplicationStatus } from './applications.ts';
import { ZCounterpart, ZMessage, ZThreadJob } from './messages.ts';

/**
 * Server-to-client Socket.IO events (DESIGN.md §6). The web app parses every payload with these
 * schemas, so a malformed event is dropped instead of breaking a screen.
 */
export const REALTIME_EVENTS = {
  publication: 'publication',
  message: 'message',
  notification: 'notification',
} as const;

export const PUBLICATION_TYPES = ['job.published', 'job.updated', 'job.removed'] as const;
export type TPublicationType = (typeof PUBLICATION_TYPES)[number];

/** A removed job is only its id: what it was is nobody's business any more. */
export const ZRemovedJob = z.object({ _id: z.string(), id: z.string() });

export const ZPublicationEvent = z.object({
  channel: z.literal('vacancies'),
  data: z.discriminatedUnion('type', [
    z.object({ type: z.literal('job.published'), job: ZJob }),
    z.object({ type: z.literal('job.updated'), job: ZJob }),
    z.object({ type: z.literal('job.removed'), job: ZRemovedJob }),
  ]),
});
export type TPublicationEvent = z.infer<typeof ZPublicationEvent>;

/** A chat message, pushed to both people in the chat. */
export const ZMessageEvent = z.object({
  message: ZMessage,
  job: ZThreadJob,
  sender: ZCounterpart,
});
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

export const ZNotificationEvent = z.discriminatedUnion('type', [
  /** To the job's owner: someone applied. */
  z.object({ type: z.literal('application.sent'), job: ZThreadJob, applicant: ZCounterpart }),
  /** To the job's owner: an applicant withdrew. */
  z.object({ type: z.literal('application.cancelled'), job: ZThreadJob, applicant: ZCounterpart }),
  /** To the applicant: the owner opened, invited or rejected the application. */
  z.object({ type: z.literal('application.status'), job: ZThreadJob, status: ZApplicationStatus }),
  /** To the other person in a chat: the chat was deleted. */
  z.object({ type: z.literal('chat.deleted'), job: ZThreadJob, threadId: z.string() }),
  /** To a message's sender: the other person read the chat. */
  z.object({ type: z.literal('chat.read'), job: ZThreadJob, threadId: z.string() }),
  /** To the job's owner: moderation blocked the job, and why. */
  z.object({ type: z.literal('job.blocked'), job: ZThreadJob, reason: z.string() }),
  /** To the job's owner: moderation lifted the block. */
  z.object({ type: z.literal('job.unblocked'), job: ZThreadJob }),
  /** To the job's owner: the listing ran its time and closed. */
  z.object({ type: z.literal('job.expired'), job: ZThreadJob }),
  /** To an instant alert's owner: a job that matches it was just published (DESIGN.md §13.1). */
  z.object({ type: z.literal('alert.match'), alertId: z.string(), job: ZJob }),
  /** To the job's owner: the publication fee was received; the job can be published. */
  z.object({ type: z.literal('payment.received'), job: ZThreadJob }),
]);
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

/**
 * Socket.IO's event maps, typed from the schemas above: the server's `Server` and the web app's
 * `Socket` are both built with them, so an event name or payload cannot drift between the two.
 */
export interface ServerToClientEvents {
  [REALTIME_EVENTS.publication]: (event: TPublicationEvent) => void;
  [REALTIME_EVENTS.message]: (event: TMessageEvent) => void;
  [REALTIME_EVENTS.notification]: (event: TNotificationEvent) => void;
}
/** The client sends nothing: the server joins its rooms on connect. */
export type ClientToServerEvents = Record<never, never>;
/** An event the server sends, and its payload. */
export type RealtimeEventName = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];
