import type { LiveInvalidations } from '../realtime/live-invalidations.ts';
import { alertKeys } from './alerts-api.ts';

export const alertsLive: LiveInvalidations = {
  notification(event, { queryClient }) {
    if (event.type === 'alert.match') void queryClient.invalidateQueries({ queryKey: alertKeys.all });
  },
};
