import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateJobRequest } from '@debut/contract/jobs';
import type {
  TAdminEditJobRequest,
  TAuditEntry,
  TBlockRequest,
  TModeratedJob,
  TModeratedUser,
  TReasonRequest,
  TReport,
} from '@debut/contract/moderation';
import { moderationEndpoints } from '@debut/contract/moderation.endpoints';
import { api } from '../../../shared/api/client.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

export type ReportStatus = 'open' | 'resolved';

/** Every moderation query starts with 'admin': one action can change reports, lists and the log. */
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: ReportStatus) => ['admin', 'reports', status] as const,
  jobs: (q: string) => ['admin', 'jobs', q] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  audit: () => ['admin', 'audit'] as const,
};

// Reports

export async function getReports(status: ReportStatus, signal?: AbortSignal): Promise<TReport[]> {
  const { items } = await api(moderationEndpoints.reports, { query: { status }, signal });
  return items;
}

export const reportsQueryOptions = (status: ReportStatus) =>
  queryOptions({ queryKey: adminKeys.reports(status), queryFn: ({ signal }) => getReports(status, signal) });

export function useReports(status: ReportStatus) {
  return useQuery(reportsQueryOptions(status));
}

// Jobs

/** An empty `q` lists the jobs held for review and the most reported first. */
export async function getModeratedJobs(q: string, signal?: AbortSignal): Promise<TModeratedJob[]> {
  const { items } = await api(moderationEndpoints.jobs, { query: { q }, signal });
  return items;
}

export const moderatedJobsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.jobs(q),
    queryFn: ({ signal }) => getModeratedJobs(q, signal),
    // The last results stay while the next search runs, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
  });

export function useModeratedJobs(q: string) {
  return useQuery(moderatedJobsQueryOptions(q));
}

// Users

export async function getModeratedUsers(q: string, signal?: AbortSignal): Promise<TModeratedUser[]> {
  const { items } = await api(moderationEndpoints.users, { query: { q }, signal });
  return items;
}

export const moderatedUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => getModeratedUsers(q, signal),
    placeholderData: keepPreviousData,
  });

export function useModeratedUsers(q: string) {
  return useQuery(moderatedUsersQueryOptions(q));
}

// Audit log

/** Newest first. */
export async function getAudit(signal?: AbortSignal): Promise<TAuditEntry[]> {
  const { items } = await api(moderationEndpoints.audit, { signal });
  return items;
}

export const auditQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.audit(), queryFn: ({ signal }) => getAudit(signal) });

export function useAudit() {
  return useQuery(auditQueryOptions());
}

// Actions

export interface BlockVariables {
  id: string;
  request: TBlockRequest;
}

export async function blockJob({ id, request }: BlockVariables): Promise<TModeratedJob> {
  const { job } = await api(moderationEndpoints.blockJob, { params: { id }, body: request });
  return job;
}

export async function blockUser({ id, request }: BlockVariables): Promise<TModeratedUser> {
  const { user } = await api(moderationEndpoints.blockUser, { params: { id }, body: request });
  return user;
}

export interface EditJobVariables {
  id: string;
  changes: TUpdateJobRequest;
  reason: string;
}

export async function editJob({ id, changes, reason }: EditJobVariables): Promise<TModeratedJob> {
  const body: TAdminEditJobRequest = { changes, reason };
  const { job } = await api(moderationEndpoints.editJob, { params: { id }, body });
  return job;
}

export interface ReasonVariables {
  id: string;
  reason: string;
}

/** Final: 204. */
export async function deleteJob({ id, reason }: ReasonVariables): Promise<void> {
  const body: TReasonRequest = { reason };
  await api(moderationEndpoints.deleteJob, { params: { id }, body });
}

/** Marks the job's open reports reviewed and lifts the hold on it. */
export async function reviewJob({ id, reason }: ReasonVariables): Promise<TModeratedJob> {
  const body: TReasonRequest = { reason };
  const { job } = await api(moderationEndpoints.reviewJob, { params: { id }, body });
  return job;
}

/**
 * After any moderation action the reports, both lists and the audit log may have changed, and so
 * may the job as everyone else sees it (search, cards, the owner's list): all of it reloads.
 */
function useRefreshAfterAction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    ]);
}

export function useBlockJob() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: blockJob, onSuccess: refresh });
}

export function useBlockUser() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: blockUser, onSuccess: refresh });
}

export function useEditJob() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: editJob, onSuccess: refresh });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      return refresh();
    },
  });
}

export function useReviewJob() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: reviewJob, onSuccess: refresh });
}
