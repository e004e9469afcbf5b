import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@debut/contract/auth';
import { authEndpoints } from '@debut/contract/auth.endpoints';
import { api } from '../../../shared/api/client.ts';

/** 202 whether or not the account exists; the server mails a reset link. */
export async function forgotPassword(request: TForgotPasswordRequest): Promise<void> {
  await api(authEndpoints.forgotPassword, { body: request });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
