import { useMutation } from '@tanstack/react-query';
import type { TSupportReceipt, TSupportRequestCreate } from '@debut/contract/support';
import { supportEndpoints } from '@debut/contract/support.endpoints';
import { api } from '../../../shared/api/client.ts';

/** `POST /support`: the contact form, signed in or not; 429 past 5 an hour per client or e-mail. */
export async function sendSupportRequest(body: TSupportRequestCreate): Promise<TSupportReceipt['request']> {
  const { request } = await api(supportEndpoints.send, { body });
  return request;
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
