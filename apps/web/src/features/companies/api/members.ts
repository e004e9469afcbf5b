import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyInvitationRequest, TCompanyMember } from '@debut/contract/companies';
import { companiesEndpoints } from '@debut/contract/companies.endpoints';
import { api } from '../../../shared/api/client.ts';
import { companyKeys } from '../../../entities/companies/company-keys.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

export async function getMembers(id: string, signal?: AbortSignal): Promise<TCompanyMember[]> {
  const { items } = await api(companiesEndpoints.members, { params: { id }, signal });
  return items;
}

export const membersQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.members(id), queryFn: ({ signal }) => getMembers(id, signal) });

/** The team, for members only (anyone else is refused). */
export function useMembers(id: string, enabled: boolean) {
  return useQuery({ ...membersQueryOptions(id), enabled });
}

export function useInvite(id: string) {
  return useMutation({
    mutationFn: async (request: TCompanyInvitationRequest) => {
      const { invitation } = await api(companiesEndpoints.invite, { params: { id }, body: request });
      return invitation;
    },
  });
}

/** An owner removes a member, or a member leaves (themself); the last owner is kept (409 LAST_OWNER). */
export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api(companiesEndpoints.removeMember, { params: { id, userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
