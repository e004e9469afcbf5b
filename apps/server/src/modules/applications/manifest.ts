import { defineModule } from '../module.ts';
import { applicationsRoutes, type ApplicationsDeps } from './routes.ts';

export const applicationsModule = defineModule<ApplicationsDeps>({
  name: 'applications',
  api: [applicationsRoutes],
});
