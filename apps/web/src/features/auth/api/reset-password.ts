import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@debut/contract/auth';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';

export async function resetPassword(request: TResetPasswordRequest): Promise<void> {
  await api(authEndpoints.resetPassword, { body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { keepSessionOnUnauthorized: true } });
}
