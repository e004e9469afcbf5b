import type { LiveInvalidations } from '../realtime/live-invalidations.ts';
import { messageKeys } from './messages-api.ts';

export const messagesLive: LiveInvalidations = {
  message({ job }, { queryClient, pathname }) {
    // An open chat reloads (reading the message) and the list follows it; otherwise the list reloads.
    const chatOpen = pathname === `/chat/${job._id}`;
    void queryClient.invalidateQueries({
      queryKey: chatOpen ? messageKeys.threadsOfJob(job._id) : messageKeys.all,
    });
  },
  notification(event, { queryClient }) {
    if (event.type === 'chat.deleted' || event.type === 'chat.read') {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    }
  },
  reconnect({ queryClient }) {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  },
};
