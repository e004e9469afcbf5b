import type { AppContext } from '../../context.ts';
import { defineModule } from '../module.ts';
import type { Gazetteer } from './gazetteer.ts';
import { placesRoutes } from './routes.ts';

export const placesModule = defineModule<{ ctx: AppContext; gazetteer: Gazetteer }>({
  name: 'places',
  api: [placesRoutes],
});
