import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesEndpoints } from '@debut/contract/companies.endpoints';
import { api } from '../../../shared/api/client.ts';
import { companyKeys } from '../../../entities/companies/company-keys.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

/** Joins the team the mailed invitation names; the caller's confirmed address must be the invited one. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const { company } = await api(companiesEndpoints.acceptInvitation, { body: { token } });
      return company;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}

/** Mails a confirmation link to an address at the company website's domain. */
export function useVerifyDomain(id: string) {
  return useMutation({
    mutationFn: (email: string) => api(companiesEndpoints.verifyDomain, { params: { id }, body: { email } }),
  });
}

/** The mailed link's token: the address is confirmed, and the company's verification rises to "domain". */
export function useConfirmDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(companiesEndpoints.confirmDomain, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
