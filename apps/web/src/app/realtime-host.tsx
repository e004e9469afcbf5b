import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { io, type Socket } from 'socket.io-client';
import { notifications } from '@mantine/notifications';
import {
  REALTIME_EVENTS,
  ZMessageEvent,
  ZNotificationEvent,
  ZPublicationEvent,
  type TMessageEvent,
  type TNotificationEvent,
  type TPublicationEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@debut/contract/realtime';
import { applicationsLive } from '../entities/applications/live.ts';
import { useSession } from '../entities/auth/session-store.ts';
import { clientConfigQueryOptions } from '../shared/config/client-config-query.ts';
import { jobsLive } from '../entities/jobs/live.ts';
import { messagesLive } from '../entities/messages/live.ts';
import { REALTIME_CLIENT_OPTIONS } from '../entities/realtime/client-options.ts';
import { addLiveNotification, addNewVacancy } from '../entities/realtime/live-stores.ts';
import { hiddenQueryOptions } from '../entities/hidden/hidden-api.ts';
import { hidesJob } from '../entities/hidden/hidden-match.ts';
import { paymentsLive } from '../features/payments/api/live.ts';
import { alertsLive } from '../entities/alerts/live.ts';
import { notificationText } from '../entities/realtime/notification-text.ts';
import { tokenStorage } from '../shared/storage/token-storage.ts';

const SNIPPET = 140;
const REALTIME_STATE_ATTRIBUTE = 'data-realtime';
/** Every entity's own answer to live events, next to its query keys. */
const LIVE_INVALIDATIONS = [jobsLive, applicationsLive, messagesLive, alertsLive, paymentsLive];

/**
 * The signed-in person's live connection (DESIGN.md §6). SPEC.md §2's original only logged these
 * events; Debut shows them: the "new vacancies" banner, toasts, the dashboard's news, live chats.
 * Nothing connects when /config names no real-time endpoint.
 */
export function RealtimeHost() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const { data: config } = useQuery(clientConfigQueryOptions());
  const path = config?.realtime?.path;
  const { pathname } = useLocation();
  // Handlers live as long as the socket; these refs give them the current screen and language.
  const pathnameRef = useRef(pathname);
  const tRef = useRef(t);
  useEffect(() => {
    pathnameRef.current = pathname;
    tRef.current = t;
  }, [pathname, t]);

  useEffect(() => {
    if (!path || !userId) return;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path,
      // A function, so that every reconnection sends the token stored now, never one in the URL.
      auth: (send) => send({ token: tokenStorage.get() }),
      ...REALTIME_CLIENT_OPTIONS,
    });

    const context = () => ({ queryClient, pathname: pathnameRef.current });
    const onPublication = (event: TPublicationEvent) => {
      for (const entity of LIVE_INVALIDATIONS) entity.publication?.(event, context());
      const { data } = event;
      if (data.type === 'job.published' && data.job.ownerId !== userId) {
        // What the person hid never shows in their list, so it is no "new vacancy" for them either.
        void queryClient
          .ensureQueryData(hiddenQueryOptions())
          .then((hidden) => {
            if (!hidesJob(hidden, data.job)) addNewVacancy(data.job._id);
          })
          .catch(() => addNewVacancy(data.job._id));
      }
    };

    const onMessage = (event: TMessageEvent) => {
      for (const entity of LIVE_INVALIDATIONS) entity.message?.(event, context());
      const { message, job, sender } = event;
      if (message.from === userId || pathnameRef.current === `/chat/${job._id}`) return;
      const text = message.text.length > SNIPPET ? `${message.text.slice(0, SNIPPET)}…` : message.text;
      notifications.show({
        title: tRef.current('realtime.messageFrom', { name: sender.displayName, title: job.title }),
        message: text,
        withBorder: true,
      });
    };

    const onNotification = (event: TNotificationEvent) => {
      for (const entity of LIVE_INVALIDATIONS) entity.notification?.(event, context());
      const text = notificationText(tRef.current, event);
      if (text === null) return;
      addLiveNotification(event);
      notifications.show({ message: text, withBorder: true });
    };

    // Events are parsed against the contract: a malformed one is dropped, never half-shown.
    socket.on(REALTIME_EVENTS.publication, (payload) => {
      const parsed = ZPublicationEvent.safeParse(payload);
      if (parsed.success) onPublication(parsed.data);
    });
    socket.on(REALTIME_EVENTS.message, (payload) => {
      const parsed = ZMessageEvent.safeParse(payload);
      if (parsed.success) onMessage(parsed.data);
    });
    socket.on(REALTIME_EVENTS.notification, (payload) => {
      const parsed = ZNotificationEvent.safeParse(payload);
      if (parsed.success) onNotification(parsed.data);
    });
    // Whatever happened while the connection was down is read again.
    socket.io.on('reconnect', () => {
      for (const entity of LIVE_INVALIDATIONS) entity.reconnect?.(context());
    });
    // The connection state on the document, for tests and tooling: "connected" means the server has
    // joined this socket to its rooms (it does so before acknowledging the connection).
    const root = document.documentElement;
    socket.on('connect', () => root.setAttribute(REALTIME_STATE_ATTRIBUTE, 'connected'));
    socket.on('disconnect', () => root.setAttribute(REALTIME_STATE_ATTRIBUTE, 'disconnected'));
    return () => {
      socket.close();
      root.removeAttribute(REALTIME_STATE_ATTRIBUTE);
    };
  }, [path, userId, queryClient]);

  return null;
}
