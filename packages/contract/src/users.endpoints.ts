import { endpoint } from './endpoint.ts';
import type { ZAccountExport } from './export.ts';
import type { ZPublicUserResponse, ZUserIdParams } from './users.ts';

/** Accounts (route half; the schemas are in `users.endpoint-schemas.ts`). */
export const usersEndpoints = {
  deleteMe: endpoint({
    method: 'DELETE',
    path: '/users/me',
    operationId: 'deleteUsersMe',
    access: 'user',
  }),
  exportMe: endpoint<{ response: typeof ZAccountExport }>({
    method: 'GET',
    path: '/users/me/export',
    operationId: 'getUsersMeExport',
    access: 'user',
  }),
  get: endpoint<{ params: typeof ZUserIdParams; response: typeof ZPublicUserResponse }>({
    method: 'GET',
    path: '/users/:id',
    operationId: 'getUsersById',
    access: 'user',
  }),
};
