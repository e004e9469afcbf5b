import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { io } from 'socket.io-client';
import { notifications } from '@mantine/notifications';
import {
  REALTIME_EVENTS,
  ZMessageEvent,
  ZNotificationEvent,
  ZPublicationEvent,
  type TMessageEvent,
  type TNotificationEvent,
  type TPublicationEvent,
} from '@debut/contract/realtime';
import { applicationKeys } from '../entities/applications/applications-api.ts';
import { useSession } from '../entities/auth/session-store.ts';
import { clientConfigQueryOptions } from '../shared/config/client-config-query.ts';
import { jobKeys } from '../entities/jobs/job-keys.ts';
import { messageKeys } from '../entities/messages/messages-api.ts';
import { REALTIME_CLIENT_OPTIONS } from '../entities/realtime/client-options.ts';
import { addLiveNotification, addNewVacancy } from '../entities/realtime/live-stores.ts';
import { paymentKeys } from '../features/payments/api/payment-keys.ts';
import { alertKeys } from '../entities/alerts/alerts-api.ts';
import { notificationText } from '../entities/realtime/notification-text.ts';
import { tokenStorage } from '../shared/storage/token-storage.ts';

const SNIPPET = 140;
const REALTIME_STATE_ATTRIBUTE = 'data-realtime';

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
    const socket = io({
      path,
      // A function, so that every reconnection sends the token stored now, never one in the URL.
      auth: (send) => send({ token: tokenStorage.get() }),
      ...REALTIME_CLIENT_OPTIONS,
    });

    const onPublication = ({ data }: TPublicationEvent) => {
      if (data.type === 'job.published') {
        if (data.job.ownerId !== userId) addNewVacancy(data.job._id);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(data.job._id) });
    };

    const onMessage = ({ message, job, sender }: TMessageEvent) => {
      const chatOpen = pathnameRef.current === `/chat/${job._id}`;
      // An open chat reloads (reading the message) and the list follows it; otherwise the list reloads.
      void queryClient.invalidateQueries({
        queryKey: chatOpen ? messageKeys.threadsOfJob(job._id) : messageKeys.all,
      });
      if (message.from === userId || chatOpen) return;
      const text = message.text.length > SNIPPET ? `${message.text.slice(0, SNIPPET)}…` : message.text;
      notifications.show({
        title: tRef.current('realtime.messageFrom', { name: sender.displayName, title: job.title }),
        message: text,
        withBorder: true,
      });
    };

    const onNotification = (event: TNotificationEvent) => {
      switch (event.type) {
        case 'application.sent':
        case 'application.cancelled':
          void queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(event.job._id) });
          void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
          break;
        case 'application.status':
          void queryClient.invalidateQueries({ queryKey: applicationKeys.my() });
          break;
        case 'job.blocked':
        case 'job.unblocked':
        case 'job.expired':
          // The owner's list and card show the new status and why.
          void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
          void queryClient.invalidateQueries({ queryKey: jobKeys.detail(event.job._id) });
          break;
        case 'chat.deleted':
        case 'chat.read':
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          break;
        case 'alert.match':
          void queryClient.invalidateQueries({ queryKey: alertKeys.all });
          break;
        case 'payment.received':
          // The payment screens wait for this instead of asking every few seconds.
          void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
          void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
          break;
      }
      const text = notificationText(tRef.current, event);
      if (text === null) return;
      addLiveNotification(event);
      notifications.show({ message: text, withBorder: true });
    };

    // Events are parsed against the contract: a malformed one is dropped, never half-shown.
    socket.on(REALTIME_EVENTS.publication, (payload: unknown) => {
      const parsed = ZPublicationEvent.safeParse(payload);
      if (parsed.success) onPublication(parsed.data);
    });
    socket.on(REALTIME_EVENTS.message, (payload: unknown) => {
      const parsed = ZMessageEvent.safeParse(payload);
      if (parsed.success) onMessage(parsed.data);
    });
    socket.on(REALTIME_EVENTS.notification, (payload: unknown) => {
      const parsed = ZNotificationEvent.safeParse(payload);
      if (parsed.success) onNotification(parsed.data);
    });
    // Whatever happened while the connection was down is read again.
    socket.io.on('reconnect', () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
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
