import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';

export async function resendVerification(): Promise<void> {
  await api(authEndpoints.resendVerification);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
