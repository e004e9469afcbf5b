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
import { createSessionGuard } from './session-guard.ts';

export interface Realtime {
  io: Server;
  /** Sends an event to a room on every node. */
  emit(room: string, event: string, payload: unknown): void;
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

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
// Between nodes only (Socket.IO's server-side emit, never seen by clients):
/** A private event for some people: each node delivers it to its own sockets whose session still holds. */
const PRIVATE_EVENT = 'private:event';
/** Sessions were revoked: each node forgets that it had found them live. */
const SESSIONS_ENDED = 'sessions:ended';

interface SocketData {
  userId: string;
  sessionId: string;
}

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
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    options.httpServer,
    {
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
    },
  );

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

  const emit = (room: string | string[], event: string, payload: unknown) => {
    io.to(room).emit(event, payload);
  };

  const guard = createSessionGuard(options.db);
  /** This node's part of a private event: only sockets whose session still holds get it. */
  const deliverPrivately = async (userIds: string[], event: string, payload: unknown) => {
    const sockets = await io.local.in(userIds.map(userRoom)).fetchSockets();
    if (sockets.length === 0) return;
    const live = await guard.live(sockets.map((socket) => socket.data.sessionId));
    for (const socket of sockets) {
      if (live.has(socket.data.sessionId)) socket.emit(event, payload);
      else socket.disconnect(true);
    }
  };
  const deliverOrWarn = (userIds: string[], event: string, payload: unknown) => {
    // When the session cannot be checked the event is not sent: private data goes to proven sessions only.
    deliverPrivately(userIds, event, payload).catch((error: unknown) => {
      options.logger.warn({ err: (error as Error).message, event }, 'private event not delivered');
    });
  };
  const sendPrivately = (userIds: string[], event: string, payload: unknown) => {
    deliverOrWarn(userIds, event, payload);
    if (options.redisUrl) io.serverSideEmit(PRIVATE_EVENT, userIds, event, payload);
  };

  // Other nodes announce through the adapter; the in-memory adapter has no other nodes.
  if (options.redisUrl) {
    io.on(PRIVATE_EVENT, (userIds: string[], event: string, payload: unknown) => {
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
