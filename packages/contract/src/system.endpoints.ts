import { endpoint } from './endpoint.ts';
import type { ZClientConfig, ZHealth, ZMetricsText, ZReady } from './config.ts';

/** The service itself: liveness, readiness, client configuration, metrics (route half; the schemas are in `system.endpoint-schemas.ts`). */
export const systemEndpoints = {
  health: endpoint<{ response: typeof ZHealth }>({
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    access: 'public',
  }),
  ready: endpoint<{ response: typeof ZReady }>({
    method: 'GET',
    path: '/ready',
    operationId: 'getReady',
    access: 'public',
  }),
  config: endpoint<{ response: typeof ZClientConfig }>({
    method: 'GET',
    path: '/config',
    operationId: 'getConfig',
    access: 'public',
  }),
  metrics: endpoint<{ response: typeof ZMetricsText }>({
    method: 'GET',
    path: '/metrics',
    operationId: 'getMetrics',
    access: 'public',
  }),
};
