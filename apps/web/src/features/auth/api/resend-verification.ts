import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export async function resendVerification(): Promise<void> {
  await apiRequest('/auth/resend-verification', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
