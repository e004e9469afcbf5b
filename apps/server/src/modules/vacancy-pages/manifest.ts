import type { AppContext } from '../../context.ts';
import { defineModule } from '../module.ts';
import type { Gazetteer } from '../places/gazetteer.ts';
import { vacancyPagesRoutes } from './routes.ts';

export const vacancyPagesModule = defineModule<{ ctx: AppContext; gazetteer: Gazetteer }>({
  name: 'vacancy-pages',
  pages: [vacancyPagesRoutes],
});
