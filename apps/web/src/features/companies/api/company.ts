import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompany, TCreateCompanyRequest, TUpdateCompanyRequest } from '@debut/contract/companies';
import { companiesEndpoints } from '@debut/contract/companies.endpoints';
import { api } from '../../../shared/api/client.ts';
import { companyKeys } from '../../../entities/companies/company-keys.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

export async function getCompany(id: string, signal?: AbortSignal): Promise<TCompany> {
  const { company } = await api(companiesEndpoints.get, { params: { id }, signal });
  return company;
}

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}

/**
 * After a change the company's own query takes the answer at once, and everything else that shows
 * the company (the list, the job form's picker, job cards with its name and logo) loads again.
 */
function useCompanyChanged() {
  const queryClient = useQueryClient();
  return async (company: TCompany) => {
    queryClient.setQueryData(companyKeys.detail(company._id), company);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.my() }),
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    ]);
  };
}

export function useCreateCompany() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async (request: TCreateCompanyRequest) => {
      const { company } = await api(companiesEndpoints.create, { body: request });
      return company;
    },
    onSuccess: changed,
  });
}

export function useUpdateCompany(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async (changes: TUpdateCompanyRequest) => {
      const { company } = await api(companiesEndpoints.update, { params: { id }, body: changes });
      return company;
    },
    onSuccess: changed,
  });
}

/** The file goes as it is, with its own type; the server re-encodes it (DESIGN.md §14.1). */
export function useUploadLogo(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const body = new Uint8Array(await file.arrayBuffer());
      const { company } = await api(companiesEndpoints.putLogo, {
        params: { id },
        body,
        contentType: file.type,
      });
      return company;
    },
    onSuccess: changed,
  });
}

export function useRemoveLogo(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async () => {
      const { company } = await api(companiesEndpoints.removeLogo, { params: { id } });
      return company;
    },
    onSuccess: changed,
  });
}
