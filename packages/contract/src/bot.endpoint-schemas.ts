import { withSchemas } from './endpoint-schemas.ts';
import { botEndpoints } from './bot.endpoints.ts';
import { ZCheckJobRequest, ZCheckJobResponse } from './payments.ts';

const tags = ['bot'];

export const botApi = withSchemas(botEndpoints, {
  checkJob: {
    tags,
    summary: 'Check a job by its _id or job number',
    body: ZCheckJobRequest,
    status: 200,
    response: ZCheckJobResponse,
    errors: [400, 404, 429],
  },
});
