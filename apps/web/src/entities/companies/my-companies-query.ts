import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyCompany } from '@debut/contract/companies';
import { companiesEndpoints } from '@debut/contract/companies.endpoints';
import { api } from '../../shared/api/client.ts';
import { companyKeys } from './company-keys.ts';

/** The companies the signed-in user belongs to, each with the user's role in it. */
export async function getMyCompanies(signal?: AbortSignal): Promise<TMyCompany[]> {
  const { items } = await api(companiesEndpoints.mine, { signal });
  return items;
}

export const myCompaniesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.my(), queryFn: ({ signal }) => getMyCompanies(signal) });

export function useMyCompanies() {
  return useQuery(myCompaniesQueryOptions());
}
