import { defineModule } from '../module.ts';
import { companyLogoRoutes } from './logo-routes.ts';
import { companiesRoutes, type CompaniesDeps } from './routes.ts';

export const companiesModule = defineModule<CompaniesDeps>({
  name: 'companies',
  api: [companiesRoutes],
  pages: [companyLogoRoutes],
});
