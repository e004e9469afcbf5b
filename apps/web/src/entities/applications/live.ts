import type { LiveInvalidations } from '../realtime/live-invalidations.ts';
import { applicationKeys } from './applications-api.ts';

export const applicationsLive: LiveInvalidations = {
  notification(event, { queryClient }) {
    switch (event.type) {
      case 'application.sent':
      case 'application.cancelled':
        void queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(event.job._id) });
        break;
      case 'application.status':
        void queryClient.invalidateQueries({ queryKey: applicationKeys.my() });
        break;
      default:
        break;
    }
  },
};
