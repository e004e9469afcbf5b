import { defineModule } from '../module.ts';
import { vacancyPagesRoutes, type VacancyPagesDeps } from './routes.ts';

export const vacancyPagesModule = defineModule<VacancyPagesDeps>({
  name: 'vacancy-pages',
  pages: [vacancyPagesRoutes],
});
