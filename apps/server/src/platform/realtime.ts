import type { Server } from 'socket.io';
import type {
  RealtimeEventName,
  RealtimePayload,
  TMessageEvent,
  TNotificationEvent,
  TPublicationEvent,
} from '@debut/contract/realtime';

/**
 * What modules may push to connected people, on every node (modules/realtime/server.ts builds it).
 * Declared here, beside the other ports every module is given, so that the shared context imports
 * no module.
 */
export interface Realtime {
  io: Pick<Server, 'engine' | 'in' | 'local'>;
  /** Sends an event to a room on every node. */
  emit<E extends RealtimeEventName>(room: string, event: E, payload: RealtimePayload<E>): void;
  /** A change to the public list of vacancies, to everyone connected. */
  publish(data: TPublicationEvent['data']): void;
  /** A chat message, to each of the given people. */
  message(userIds: string[], payload: TMessageEvent): void;
  notify(userId: string, payload: TNotificationEvent): void;
  /**
   * Ends the sockets of revoked sessions on every node at once (logout, password change or reset,
   * account deletion, blocking); call it after the revocation has committed.
   */
  endSessions(sessionIds: string[]): void;
  close(): Promise<void>;
}
