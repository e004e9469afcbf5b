import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TLoginRequest } from '@debut/contract/auth';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';
import { session } from '../../../entities/auth/session-store.ts';

export async function login(credentials: TLoginRequest): Promise<TAuthResponse> {
  return api(authEndpoints.login, { body: credentials });
}

/** Stores the token and sets the user (SPEC.md §4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { keepSessionOnUnauthorized: true },
    onSuccess: ({ token, user }) => session.signIn(token, user),
  });
}
