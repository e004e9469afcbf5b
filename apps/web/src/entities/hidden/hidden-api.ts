import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THiddenList } from '@debut/contract/hidden';
import { hiddenEndpoints } from '@debut/contract/hidden.endpoints';
import { api } from '../../shared/api/client.ts';
import { jobKeys } from '../jobs/job-keys.ts';

export const hiddenKeys = {
  all: ['hidden'] as const,
};

export const hiddenQueryOptions = () =>
  queryOptions({
    queryKey: hiddenKeys.all,
    queryFn: ({ signal }) => api(hiddenEndpoints.list, { signal }),
  });

/** What the person hid, to show again (the profile's "Hidden" list). */
export function useHidden() {
  return useQuery(hiddenQueryOptions());
}

/** What can be hidden: a job, every job of a company, every job of an employer. */
export type HiddenTarget =
  { kind: 'job'; id: string } | { kind: 'company'; id: string } | { kind: 'owner'; id: string };

function change(target: HiddenTarget, hide: boolean): Promise<THiddenList> {
  switch (target.kind) {
    case 'job':
      return api(hide ? hiddenEndpoints.hideJob : hiddenEndpoints.showJob, { params: { id: target.id } });
    case 'company':
      return api(hide ? hiddenEndpoints.hideCompany : hiddenEndpoints.showCompany, {
        params: { id: target.id },
      });
    case 'owner':
      return api(hide ? hiddenEndpoints.hideOwner : hiddenEndpoints.showOwner, {
        params: { userId: target.id },
      });
  }
}

/**
 * Hides or shows again; the list comes back in the answer, and every search and recommendation is
 * read anew, as what they leave out changed.
 */
export function useSetHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, hide }: { target: HiddenTarget; hide: boolean }) => change(target, hide),
    onSuccess: (list) => {
      queryClient.setQueryData(hiddenKeys.all, list);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
        queryClient.invalidateQueries({ queryKey: jobKeys.recommended() }),
      ]);
    },
  });
}

/** Whether the target is in the list. */
export function isHidden(list: THiddenList | undefined, target: HiddenTarget): boolean {
  if (!list) return false;
  const items = target.kind === 'job' ? list.jobs : target.kind === 'company' ? list.companies : list.owners;
  return items.some((item) => item.id === target.id);
}
