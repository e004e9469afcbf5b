import { defineModule } from '../module.ts';
import { favoritesRoutes, type FavoritesDeps } from './routes.ts';

export const favoritesModule = defineModule<FavoritesDeps>({ name: 'favorites', api: [favoritesRoutes] });
