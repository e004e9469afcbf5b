import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TRegisterRequest } from '@debut/contract/auth';
import { apiRequest } from '../../../shared/api/client.ts';
import { session } from '../../../shared/auth/session-store.ts';

export async function register(request: TRegisterRequest): Promise<TAuthResponse> {
  return apiRequest<TAuthResponse>('/auth/register', { method: 'POST', body: request });
}

/** Creates the account, then behaves as a login (SPEC.md §4). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { keepSessionOnUnauthorized: true },
    onSuccess: ({ token, user }) => session.signIn(token, user),
  });
}
