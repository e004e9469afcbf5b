import { useMutation } from '@tanstack/react-query';
import type { TUpdateProfileRequest } from '@debut/contract/auth';
import type { TUser } from '@debut/contract/users';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../shared/api/client.ts';
import { session } from './session-store.ts';

export async function updateMe(changes: TUpdateProfileRequest): Promise<TUser> {
  const { user } = await api(authEndpoints.updateMe, { body: changes });
  return user;
}

/** Merges the returned user into the session (SPEC.md §4). */
export function mergeUser(user: TUser): void {
  const current = session.get().user;
  session.setUser(current ? { ...current, ...user } : user);
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe, onSuccess: mergeUser });
}
