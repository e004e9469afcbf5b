import { defineModule } from '../module.ts';
import { usersRoutes, type UsersDeps } from './routes.ts';

export const usersModule = defineModule<UsersDeps>({ name: 'users', api: [usersRoutes] });
