import type { LiveInvalidations } from '../../../entities/realtime/live-invalidations.ts';
import { paymentKeys } from './payment-keys.ts';

export const paymentsLive: LiveInvalidations = {
  notification(event, { queryClient }) {
    // The payment screens wait for this instead of asking every few seconds.
    if (event.type === 'payment.received') void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  },
};
