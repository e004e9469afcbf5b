import type { LiveInvalidations } from '../realtime/live-invalidations.ts';
import { jobKeys } from './job-keys.ts';

export const jobsLive: LiveInvalidations = {
  publication({ data }, { queryClient }) {
    // A new vacancy is announced by the banner, not by reloading anyone's list.
    if (data.type === 'job.published') return;
    void queryClient.invalidateQueries({ queryKey: jobKeys.detail(data.job._id) });
  },
  notification(event, { queryClient }) {
    switch (event.type) {
      case 'application.sent':
      case 'application.cancelled':
      case 'payment.received':
        // The owner's list shows the applicant counts and whether a job can be published.
        void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
        break;
      case 'job.blocked':
      case 'job.unblocked':
      case 'job.expired':
        // The owner's list and card show the new status and why.
        void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(event.job._id) });
        break;
      default:
        break;
    }
  },
};
