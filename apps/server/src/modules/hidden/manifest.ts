import { defineModule } from '../module.ts';
import { hiddenRoutes, type HiddenDeps } from './routes.ts';

export const hiddenModule = defineModule<HiddenDeps>({ name: 'hidden', api: [hiddenRoutes] });
