import type { AppContext } from '../../context.ts';
import { defineModule } from '../module.ts';
import { botRoutes } from './routes.ts';

export const botModule = defineModule<{ ctx: AppContext }>({ name: 'bot', api: [botRoutes] });
