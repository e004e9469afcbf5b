import { endpoint } from './endpoint.ts';
import type {
  ZPaymentListResponse,
  ZPaymentNotification,
  ZPaymentNotificationAnswer,
  ZPaymentProviderParams,
} from './payments.ts';

/** Payments (route half; the schemas are in `payments.endpoint-schemas.ts`). */
export const paymentsEndpoints = {
  mine: endpoint<{ response: typeof ZPaymentListResponse }>({
    method: 'GET',
    path: '/payments/my',
    operationId: 'getPaymentsMy',
    access: 'user',
  }),
  notification: endpoint<{
    params: typeof ZPaymentProviderParams;
    body: typeof ZPaymentNotification;
    response: typeof ZPaymentNotificationAnswer;
  }>({
    method: 'POST',
    path: '/payments/notifications/:provider',
    operationId: 'postPaymentsNotificationsByProvider',
    access: 'public',
  }),
};
