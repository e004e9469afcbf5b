import { withSchemas } from './endpoint-schemas.ts';
import { systemEndpoints } from './system.endpoints.ts';
import { ZClientConfig, ZHealth, ZMetricsText, ZReady } from './config.ts';

const tags = ['system'];

export const systemApi = withSchemas(systemEndpoints, {
  health: {
    tags,
    summary: 'Liveness: the process answers',
    status: 200,
    response: ZHealth,
    errors: [],
  },
  ready: {
    tags,
    summary: 'Readiness: the database and DATA_DIR accept a write',
    otherResponses: { 503: ZReady },
    status: 200,
    response: ZReady,
    errors: [],
  },
  config: {
    tags,
    summary: 'Public client configuration',
    status: 200,
    response: ZClientConfig,
    errors: [],
  },
  metrics: {
    tags,
    summary: 'Prometheus metrics: request durations by route, database pool, connected sockets',
    produces: ['text/plain'],
    status: 200,
    response: ZMetricsText,
    errors: [403],
  },
});
