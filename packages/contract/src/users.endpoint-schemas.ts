import { withSchemas } from './endpoint-schemas.ts';
import { usersEndpoints } from './users.endpoints.ts';
import { ZAccountExport } from './export.ts';
import { ZPublicUserResponse, ZUserIdParams } from './users.ts';

const tags = ['users'];

export const usersApi = withSchemas(usersEndpoints, {
  deleteMe: {
    tags,
    summary: 'Delete the account and everything it owns, at once and for ever',
    status: 204,
    errors: [401],
  },
  exportMe: {
    tags,
    summary: 'Everything the account holds, as a JSON file to download',
    status: 200,
    response: ZAccountExport,
    errors: [401, 429],
  },
  get: {
    tags,
    summary: 'Another user as anyone signed in may see them',
    params: ZUserIdParams,
    status: 200,
    response: ZPublicUserResponse,
    errors: [400, 401, 404],
  },
});
