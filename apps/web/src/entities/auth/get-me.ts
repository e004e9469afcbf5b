import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@debut/contract/users';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../shared/api/client.ts';

export async function getMe(signal?: AbortSignal): Promise<TUser> {
  const { user } = await api(authEndpoints.me, { signal });
  return user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: ({ signal }) => getMe(signal), retry: false });
