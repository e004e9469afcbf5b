import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placesApi } from '@debut/contract/places.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import type { Gazetteer } from './gazetteer.ts';
import { createGeocoder } from './geocoder.ts';
import { createPlacesService } from './service.ts';

/** Every keystroke is a request: a minute holds a good many searches, but not a scrape of the index. */
export const PLACES_RATE = { points: 60, durationSeconds: 60 };

export const placesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; gazetteer: Gazetteer }> = async (
  app,
  { ctx, gazetteer },
) => {
  const geocoder = ctx.config.geocoderUrl ? createGeocoder(ctx.config.geocoderUrl) : undefined;
  const service = createPlacesService(gazetteer, geocoder, ctx.logger);
  const limit = ctx.rateLimits.hook([
    { name: 'places-client', ...PLACES_RATE, key: (request) => ctx.rateLimits.clientKey(request) },
  ]);

  route(
    app,
    placesApi.search,
    async (request) => {
      const { q, lang, limit: count } = request.query;
      return { items: await service.search(q, lang, count) };
    },
    {
      preValidation: limit,
    },
  );
};
