import { queryOptions } from '@tanstack/react-query';
import type { TUser, TUserResponse } from '@debut/contract/users';
import { apiRequest } from '../api/client.ts';

export async function getMe(signal?: AbortSignal): Promise<TUser> {
  const { user } = await apiRequest<TUserResponse>('/auth/me', { signal });
  return user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: ({ signal }) => getMe(signal), retry: false });
