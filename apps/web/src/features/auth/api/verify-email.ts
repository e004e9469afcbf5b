import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { TVerifyEmailRequest } from '@debut/contract/auth';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';
import { meQueryOptions } from '../../../entities/auth/get-me.ts';
import { session } from '../../../entities/auth/session-store.ts';

export async function verifyEmail(request: TVerifyEmailRequest): Promise<void> {
  await api(authEndpoints.verifyEmail, { body: request });
}

/** Public: the link works in a browser where nobody is signed in. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { keepSessionOnUnauthorized: true } });
}

/** Reads the signed-in account again (after a confirmation), so the banner and guards see it at once. */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  if (!session.get().token) return;
  session.setUser(await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }));
}
