import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { REALTIME_CHANNEL, REALTIME_CLIENT, REALTIME_PATH } from '@debut/contract/constants';
import {
  REALTIME_EVENTS,
  type ClientToServerEvents,
  type RealtimeEventName,
  type RealtimePayload,
  type ServerToClientEvents,
  type TPublicationEvent,
} from '@debut/contract/realtime';
import type { Realtime } from '../../platform/realtime.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { createSessionGuard } from './session-guard.ts';

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
// Between nodes only (Socket.IO's server-side emit, never seen by clients):
/** A private event for some people: each node delivers it to its own sockets whose session still holds. */
const PRIVATE_EVENT = 'private:event' as const;
/** Sessions were revoked: each node forgets that it had found them live. */
const SESSIONS_ENDED = 'sessions:ended' as const;

interface SocketData {
  userId: string;
  sessionId: string;
}

/** The events only people in a room may see: sent through each node's session check. */
type PrivateEventName = Exclude<RealtimeEventName, typeof REALTIME_EVENTS.publication>;

/** Between nodes through the adapter (Socket.IO's server-side emit, never seen by clients). */
interface InterServerEvents {
  [PRIVATE_EVENT]: <E extends PrivateEventName>(
    userIds: string[],
    event: E,
    payload: RealtimePayload<E>,
  ) => void;
  [SESSIONS_ENDED]: (sessionIds: string[]) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

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
  const io: RealtimeServer = new Server<
    ClientToServerEvents,
    ServerToClientEvents,
    InterServerEvents,
    SocketData
  >(options.httpServer, {
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
        socket.data.sessionId = user.sessionId;
        // The session's own room is what a revocation closes, on whichever node the socket lives.
        void socket.join([REALTIME_CHANNEL, userRoom(user.id), sessionRoom(user.sessionId)]);
        next();
      },
      () => next(new Error('UNAVAILABLE')),
    );
  });

  const emit = <E extends RealtimeEventName>(
    room: string | string[],
    event: E,
    payload: RealtimePayload<E>,
  ) => {
    (io.to(room).emit as (name: E, data: RealtimePayload<E>) => boolean)(event, payload);
  };

  const guard = createSessionGuard(options.db);
  /** This node's part of a private event: only sockets whose session still holds get it. */
  const deliverPrivately = async <E extends PrivateEventName>(
    userIds: string[],
    event: E,
    payload: RealtimePayload<E>,
  ) => {
    const sockets = await io.local.in(userIds.map(userRoom)).fetchSockets();
    if (sockets.length === 0) return;
    const live = await guard.live(sockets.map((socket) => socket.data.sessionId));
    for (const socket of sockets) {
      if (live.has(socket.data.sessionId)) {
        (socket.emit as (name: E, data: RealtimePayload<E>) => boolean)(event, payload);
      } else socket.disconnect(true);
    }
  };
  const deliverOrWarn = <E extends PrivateEventName>(
    userIds: string[],
    event: E,
    payload: RealtimePayload<E>,
  ) => {
    // When the session cannot be checked the event is not sent: private data goes to proven sessions only.
    deliverPrivately(userIds, event, payload).catch((error: unknown) => {
      options.logger.warn({ err: (error as Error).message, event }, 'private event not delivered');
    });
  };
  const sendPrivately = <E extends PrivateEventName>(
    userIds: string[],
    event: E,
    payload: RealtimePayload<E>,
  ) => {
    deliverOrWarn(userIds, event, payload);
    if (options.redisUrl) io.serverSideEmit(PRIVATE_EVENT, userIds, event, payload);
  };

  // Other nodes announce through the adapter; the in-memory adapter has no other nodes.
  if (options.redisUrl) {
    io.on(PRIVATE_EVENT, (userIds, event, payload) => {
      deliverOrWarn(userIds, event, payload);
    });
    io.on(SESSIONS_ENDED, (sessionIds: string[]) => guard.forget(sessionIds));
  }
  return {
    io,
    emit,
    publish(data) {
      const payload: TPublicationEvent = { channel: REALTIME_CHANNEL, data };
      emit(REALTIME_CHANNEL, REALTIME_EVENTS.publication, payload);
    },
    message(userIds, payload) {
      // One fetch over several rooms finds a person in both rooms once.
      sendPrivately(userIds, REALTIME_EVENTS.message, payload);
    },
    notify(userId, payload) {
      sendPrivately([userId], REALTIME_EVENTS.notification, payload);
    },
    endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      guard.forget(sessionIds);
      // Both travel on the adapter's one request channel, in this order, so no node delivers in between.
      if (options.redisUrl) io.serverSideEmit(SESSIONS_ENDED, sessionIds);
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    async close() {
      // io.close() would also close the HTTP server, which Fastify owns and closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
