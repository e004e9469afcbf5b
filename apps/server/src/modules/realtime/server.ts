import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { REALTIME_CHANNEL, REALTIME_CLIENT, REALTIME_PATH } from '@debut/contract/constants';
import {
  REALTIME_EVENTS,
  type TMessageEvent,
  type TNotificationEvent,
  type TPublicationEvent,
} from '@debut/contract/realtime';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import { findSessionUser } from '../auth/sessions.ts';

export interface Realtime {
  io: Server;
  /** Sends an event to a room on every node. */
  emit(room: string, event: string, payload: unknown): void;
  /** A change to the public list of vacancies, to everyone connected (and to onVacanciesChanged). */
  publish(data: TPublicationEvent['data']): void;
  /**
   * Calls `listener` whenever the public list of vacancies changes, on this node or (with Redis) on
   * any other: what caches search results listens.
   */
  onVacanciesChanged(listener: () => void): void;
  /** A chat message, to each of the given people. */
  message(userIds: string[], payload: TMessageEvent): void;
  notify(userId: string, payload: TNotificationEvent): void;
  /** Ends a person's connections on every node (a blocked account); their token no longer reconnects. */
  disconnectUser(userId: string): void;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
/** Between nodes only (Socket.IO's server-side emit): the public list of vacancies changed. */
const VACANCIES_CHANGED = 'vacancies:changed';

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The Redis adapter fires PUBLISH and never handles its promise: with Redis away, the rejection would
 * be unhandled and Node would end the process at the first event. Losing cross-node packets while
 * Redis is down is the adapter's documented degraded mode; losing the node is not. The caller still
 * gets the rejection if it waits for it. (The same discarded promise is reported upstream for the
 * emitter package: socketio/socket.io-redis-emitter#139.)
 */
function handlePublishFailures(client: Redis, onError: (error: Error) => void): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  client.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(onError);
    return sent;
  }) as Redis['publish'];
}

export interface RealtimeOptions {
  httpServer: HttpServer;
  db: Db;
  logger: Logger;
  allowedOrigins: string[];
  redisUrl: string | undefined;
}

/**
 * Socket.IO on /api/realtime. The bearer token travels in the handshake's `auth` field (never the URL);
 * anonymous handshakes are refused; each socket joins `vacancies` and its own `user:<id>` room.
 */
export function attachRealtime(options: RealtimeOptions): Realtime {
  const io = new Server(options.httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    pingTimeout: REALTIME_CLIENT.serverPingTimeoutMs,
    // A cross-site page must not open a socket with a stolen token: only the configured origins and
    // the page's own (the address it was opened by, e.g. localhost for 127.0.0.1) may connect.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(
        null,
        origin === undefined ||
          options.allowedOrigins.includes(origin) ||
          sameOrigin(origin, request.headers.host),
      );
    },
  });

  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const sub = pub.duplicate();
    const warn = (error: Error) => options.logger.warn({ err: error.message }, 'realtime redis error');
    for (const client of [pub, sub]) {
      client.on('error', warn);
      redisClients.push(client);
    }
    handlePublishFailures(pub, warn);
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error('UNAUTHENTICATED'));
      return;
    }
    findSessionUser(options.db, token).then(
      (user) => {
        if (!user) return next(new Error('UNAUTHENTICATED'));
        socket.data.userId = user.id;
        void socket.join([REALTIME_CHANNEL, userRoom(user.id)]);
        next();
      },
      () => next(new Error('UNAVAILABLE')),
    );
  });

  const emit = (room: string | string[], event: string, payload: unknown) => {
    io.to(room).emit(event, payload);
  };
  const vacancyListeners: (() => void)[] = [];
  const vacanciesChanged = () => {
    for (const listener of vacancyListeners) listener();
  };
  // Other nodes announce their changes through the adapter; the in-memory adapter has no other nodes.
  if (options.redisUrl) io.on(VACANCIES_CHANGED, vacanciesChanged);
  return {
    io,
    emit,
    publish(data) {
      const payload: TPublicationEvent = { channel: REALTIME_CHANNEL, data };
      emit(REALTIME_CHANNEL, REALTIME_EVENTS.publication, payload);
      vacanciesChanged();
      if (options.redisUrl) io.serverSideEmit(VACANCIES_CHANGED);
    },
    onVacanciesChanged(listener) {
      vacancyListeners.push(listener);
    },
    message(userIds, payload) {
      // One emit to several rooms reaches a person in both rooms once.
      emit(userIds.map(userRoom), REALTIME_EVENTS.message, payload);
    },
    notify(userId, payload) {
      emit(userRoom(userId), REALTIME_EVENTS.notification, payload);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      // io.close() would also close the HTTP server, which Fastify owns and closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
