import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { session } from '../../../shared/auth/session-store.ts';

/** Immediate, final and irreversible (SPEC.md §1): 204, then the token is gone. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('/users/me', { method: 'DELETE' });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      session.clear();
      queryClient.clear();
    },
  });
}
