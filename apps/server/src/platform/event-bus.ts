import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

type Handler<E> = (event: E) => void | Promise<void>;

export interface EventBus<E extends { type: string }> {
  /**
   * Hands events to their subscribers. Call it after the transaction that made them has committed:
   * a subscriber must never act on something that was rolled back. It never throws and never waits:
   * what a subscriber does (a socket event, a mail) cannot undo or delay the action it follows.
   */
  publish(...events: E[]): void;
  /** Runs `handler` once for each such event, on the node that published it. */
  on<T extends E['type']>(type: T, handler: Handler<Extract<E, { type: T }>>): void;
  /**
   * Calls `listener` on every node (through Redis when configured) whenever one of `types` happens
   * anywhere: for what each node holds for itself, like a search cache. It gets the event's type
   * only; the payload stays with the node that made it.
   */
  onAnyNode(types: readonly E['type'][], listener: (type: E['type']) => void): void;
  /** Resolves when every handler started so far has finished (shutdown, tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  logger: Logger;
  redisUrl: string | undefined;
  /** The Redis channel nodes announce events on. */
  channel?: string;
}

interface Announcement {
  origin: string;
  type: string;
}

/**
 * Domain events in process, with each event's type fanned out to the other nodes over Redis pub/sub.
 * Delivery to `on` handlers is at most once and in process: an event is the consequence of a commit
 * that already happened, and what must not be lost (a digest mail, a payment) is kept in the
 * database by its own module, not in the bus.
 */
export function createEventBus<E extends { type: string }>(options: EventBusOptions): EventBus<E> {
  const handlers = new Map<string, Handler<E>[]>();
  const anyNode = new Map<string, ((type: E['type']) => void)[]>();
  const pending = new Set<Promise<void>>();
  const origin = randomUUID();
  const channel = options.channel ?? 'debut:events';
  const { logger } = options;

  const fail = (type: string) => (error: unknown) => {
    logger.error({ err: error, event: type }, 'event subscriber failed');
  };

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const callAnyNode = (type: string) => {
    for (const listener of anyNode.get(type) ?? []) {
      try {
        listener(type);
      } catch (error) {
        fail(type)(error);
      }
    }
  };

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    sub = pub.duplicate();
    const warn = (error: Error) => logger.warn({ err: error.message }, 'event bus redis error');
    pub.on('error', warn);
    sub.on('error', warn);
    sub.subscribe(channel).catch(warn);
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      let announcement: Announcement;
      try {
        announcement = JSON.parse(text) as Announcement;
      } catch {
        return;
      }
      if (announcement.origin !== origin) callAnyNode(announcement.type);
    });
  }

  return {
    publish(...events) {
      for (const event of events) {
        for (const handler of handlers.get(event.type) ?? []) {
          try {
            const result = handler(event);
            if (result instanceof Promise) track(result.catch(fail(event.type)));
          } catch (error) {
            fail(event.type)(error);
          }
        }
        if (anyNode.has(event.type)) {
          callAnyNode(event.type);
          const announcement: Announcement = { origin, type: event.type };
          // With Redis away the other nodes' caches expire on their own TTL: degraded, not broken.
          pub?.publish(channel, JSON.stringify(announcement)).catch(fail(event.type));
        }
      }
    },
    on(type, handler) {
      const list = handlers.get(type) ?? [];
      list.push(handler as Handler<E>);
      handlers.set(type, list);
    },
    onAnyNode(types, listener) {
      for (const type of types) {
        const list = anyNode.get(type) ?? [];
        list.push(listener);
        anyNode.set(type, list);
      }
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.settled();
      sub?.disconnect();
      pub?.disconnect();
    },
  };
}
