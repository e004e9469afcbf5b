import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@debut/contract/auth';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';

/** 204; the server revokes the account's other sessions, this one stays. */
export async function changePassword(request: TChangePasswordRequest): Promise<void> {
  await api(authEndpoints.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
