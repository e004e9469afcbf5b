import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { TVerifyEmailRequest } from '@debut/contract/auth';
import { apiRequest } from '../../../shared/api/client.ts';
import { meQueryOptions } from '../../../shared/auth/get-me.ts';
import { session } from '../../../shared/auth/session-store.ts';

export async function verifyEmail(request: TVerifyEmailRequest): Promise<void> {
  await apiRequest('/auth/verify-email', { method: 'POST', body: request });
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
