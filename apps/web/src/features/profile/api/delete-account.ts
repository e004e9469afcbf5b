import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@debut/contract/users.endpoints';
import { api } from '../../../shared/api/client.ts';
import { session } from '../../../entities/auth/session-store.ts';

/** Immediate, final and irreversible (SPEC.md §1): 204, then the token is gone. */
export async function deleteAccount(): Promise<void> {
  await api(usersEndpoints.deleteMe);
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
