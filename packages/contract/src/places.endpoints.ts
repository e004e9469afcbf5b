import { endpoint } from './endpoint.ts';
import type { ZPlacesQuery, ZPlacesResponse } from './places.ts';

/** Places (route half; the schemas are in `places.endpoint-schemas.ts`). */
export const placesEndpoints = {
  search: endpoint<{ query: typeof ZPlacesQuery; response: typeof ZPlacesResponse }>({
    method: 'GET',
    path: '/places',
    operationId: 'getPlaces',
    access: 'public',
  }),
};
