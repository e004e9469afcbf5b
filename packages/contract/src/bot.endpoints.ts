import { endpoint } from './endpoint.ts';
import type { ZCheckJobRequest, ZCheckJobResponse } from './payments.ts';

/** The helper bot (route half; the schemas are in `bot.endpoint-schemas.ts`). */
export const botEndpoints = {
  checkJob: endpoint<{ body: typeof ZCheckJobRequest; response: typeof ZCheckJobResponse }>({
    method: 'POST',
    path: '/bot/check-job',
    operationId: 'postBotCheckJob',
    access: 'public',
  }),
};
