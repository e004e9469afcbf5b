import type { QueryClient } from '@tanstack/react-query';
import type { TMessageEvent, TNotificationEvent, TPublicationEvent } from '@debut/contract/realtime';

/** Where the person is when an event arrives: an open chat reads its new message at once. */
export interface LiveContext {
  queryClient: QueryClient;
  pathname: string;
}

/**
 * What one entity's cached queries do when a live event arrives. Each entity declares its own next
 * to its query keys (issue 28); the real-time host only hands every event to each of them.
 */
export interface LiveInvalidations {
  publication?: (event: TPublicationEvent, context: LiveContext) => void;
  message?: (event: TMessageEvent, context: LiveContext) => void;
  notification?: (event: TNotificationEvent, context: LiveContext) => void;
  /** The connection came back: what may have changed meanwhile is read again. */
  reconnect?: (context: LiveContext) => void;
}
