import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPlacesQuery, ZPlacesResponse } from '@debut/contract/places';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/openapi-responses.ts';
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

  app.get(
    '/places',
    {
      preValidation: limit,
      schema: {
        tags: ['places'],
        summary:
          'Places by name: cities from the built-in gazetteer (every script, typos forgiven, larger first) and addresses from GEOCODER_URL when set',
        querystring: ZPlacesQuery,
        response: { 200: ZPlacesResponse, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      const { q, lang, limit: count } = request.query;
      return { items: await service.search(q, lang, count) };
    },
  );
};
