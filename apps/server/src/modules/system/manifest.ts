import type { Registry } from 'prom-client';
import type { AppContext } from '../../context.ts';
import { defineModule } from '../module.ts';
import { metricsRoutes } from './metrics-routes.ts';
import { systemRoutes } from './routes.ts';
import { embeddedUpkeepTasks } from './embedded-upkeep.ts';

export const systemModule = defineModule<{ ctx: AppContext; registry: Registry }>({
  name: 'system',
  api: [systemRoutes, metricsRoutes],
  tasks: ({ ctx }) => embeddedUpkeepTasks(ctx),
});
