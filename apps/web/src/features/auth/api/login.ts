import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TLoginRequest } from '@debut/contract/auth';
import { apiRequest } from '../../../shared/api/client.ts';
import { session } from '../../../shared/auth/session-store.ts';

export async function login(credentials: TLoginRequest): Promise<TAuthResponse> {
  return apiRequest<TAuthResponse>('/auth/login', { method: 'POST', body: credentials });
}

/** Stores the token and sets the user (SPEC.md §4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { keepSessionOnUnauthorized: true },
    onSuccess: ({ token, user }) => session.signIn(token, user),
  });
}
