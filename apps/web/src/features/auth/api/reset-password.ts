import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@debut/contract/auth';
import { apiRequest } from '../../../shared/api/client.ts';

export async function resetPassword(request: TResetPasswordRequest): Promise<void> {
  await apiRequest('/auth/reset-password', { method: 'POST', body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { keepSessionOnUnauthorized: true } });
}
