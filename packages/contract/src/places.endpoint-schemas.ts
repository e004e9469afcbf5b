import { withSchemas } from './endpoint-schemas.ts';
import { placesEndpoints } from './places.endpoints.ts';
import { ZPlacesQuery, ZPlacesResponse } from './places.ts';

const tags = ['places'];

export const placesApi = withSchemas(placesEndpoints, {
  search: {
    tags,
    summary:
      'Places by name: cities from the built-in gazetteer (every script, typos forgiven, larger first) and addresses from GEOCODER_URL when set',
    query: ZPlacesQuery,
    status: 200,
    response: ZPlacesResponse,
    errors: [400, 429, 503],
  },
});
