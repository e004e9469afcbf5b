import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertFrequency, TCreateAlertRequest, TUpdateAlertRequest } from '@debut/contract/alerts';
import { alertsEndpoints } from '@debut/contract/alerts.endpoints';
import { api } from '../../shared/api/client.ts';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
  jobs: (id: string) => [...alertKeys.all, 'jobs', id] as const,
};

/** `GET /alerts`: the person's saved searches, newest first, with their new-match counts. */
export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertKeys.list(),
    queryFn: ({ signal }) => api(alertsEndpoints.list, { signal }),
    enabled,
  });
}

/** The new matches over all the person's alerts (the navigation's badge, the dashboard). */
export function useNewAlertMatches(enabled = true): number {
  const alerts = useAlerts(enabled);
  return (alerts.data?.items ?? []).reduce((total, alert) => total + alert.newCount, 0);
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAlertRequest) => api(alertsEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateAlertRequest }) =>
      api(alertsEndpoints.update, { params: { id }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(alertsEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

/** `GET /alerts/{id}/jobs` page by page; the first page opens the alert (its new count goes to 0). */
export function fetchAlertJobs(id: string, cursor: string | undefined, signal?: AbortSignal) {
  return api(alertsEndpoints.jobs, { params: { id }, query: { cursor: cursor || undefined }, signal });
}

/** The frequencies' names, written out so the catalogue test sees every key. */
export const FREQUENCY_LABELS: Record<TAlertFrequency, TranslationKey> = {
  instant: 'alerts.frequency.instant',
  daily: 'alerts.frequency.daily',
  weekly: 'alerts.frequency.weekly',
};
