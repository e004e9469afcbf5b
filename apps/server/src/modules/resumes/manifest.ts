import { defineModule } from '../module.ts';
import { resumesRoutes, type ResumesDeps } from './routes.ts';

export const resumesModule = defineModule<ResumesDeps>({ name: 'resumes', api: [resumesRoutes] });
