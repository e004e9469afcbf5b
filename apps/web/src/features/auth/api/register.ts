import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TRegisterRequest } from '@debut/contract/auth';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';
import { session } from '../../../entities/auth/session-store.ts';

export async function register(request: TRegisterRequest): Promise<TAuthResponse> {
  return api(authEndpoints.register, { body: request });
}

/** Creates the account, then behaves as a login (SPEC.md §4). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { keepSessionOnUnauthorized: true },
    onSuccess: ({ token, user }) => session.signIn(token, user),
  });
}
