import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../shared/api/client.ts';
import { session } from './session-store.ts';

export async function logout(): Promise<void> {
  await api(authEndpoints.logout);
}

/** SPEC.md §4: calls the server, ignores its failure, then forgets the session and the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    meta: { keepSessionOnUnauthorized: true },
    onSettled: () => {
      session.clear();
      queryClient.clear();
    },
  });
}

/**
 * Logs out and lands on /login. mutateAsync, because the calling screen may unmount as the
 * session clears and the navigation must still happen.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logoutMutation = useLogout();
  const navigate = useNavigate();
  return {
    pending: logoutMutation.isPending,
    signOut: () => void logoutMutation.mutateAsync().finally(() => navigate('/login', { replace: true })),
  };
}
