import { z } from 'zod';
import { withSchemas } from './endpoint-schemas.ts';
import { paymentsEndpoints } from './payments.endpoints.ts';
import {
  ZPaymentListResponse,
  ZPaymentNotification,
  ZPaymentNotificationAnswer,
  ZPaymentProviderParams,
} from './payments.ts';

const tags = ['payments'];

export const paymentsApi = withSchemas(paymentsEndpoints, {
  mine: {
    tags,
    summary: "The signed-in user's payment records",
    status: 200,
    response: ZPaymentListResponse,
    errors: [401],
  },
  notification: {
    tags,
    summary: "A payment provider's HTTP notification (form-encoded), verified and stored once",
    params: ZPaymentProviderParams,
    body: ZPaymentNotification,
    consumes: ['application/x-www-form-urlencoded'],
    otherResponses: { 303: z.null() },
    status: 200,
    response: ZPaymentNotificationAnswer,
    errors: [400, 404, 429],
  },
});
