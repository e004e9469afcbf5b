import { useMutation } from '@tanstack/react-query';
import type { TSupportReceipt, TSupportRequestCreate } from '@debut/contract/support';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /support`: the contact form, signed in or not; 429 past 5 an hour per client or e-mail. */
export async function sendSupportRequest(body: TSupportRequestCreate): Promise<TSupportReceipt['request']> {
  const { request } = await apiRequest<TSupportReceipt>('/support', { method: 'POST', body });
  return request;
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
