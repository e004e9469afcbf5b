import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApplication,
  TApplicationDecisionRequest,
  TApplicationNote,
  TBulkMoveResponse,
  TTeamStatus,
} from '@debut/contract/applications';
import { applicationsEndpoints } from '@debut/contract/applications.endpoints';
import { api } from '../../../shared/api/client.ts';
import { applicationKeys } from '../../../entities/applications/applications-api.ts';
import { jobKeys } from '../../../entities/jobs/job-keys.ts';

/**
 * Pages read for one board: 20 × 50 applicants. A first-job posting gets tens, rarely hundreds; the
 * board counts its tabs from what it holds, so it reads them all up to this.
 */
const MAX_PAGES = 20;

/** Every applicant of the job, newest first; the server marks new applications viewed as it answers. */
export async function getApplicants(jobId: string, signal?: AbortSignal): Promise<TApplication[]> {
  const all: TApplication[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await api(applicationsEndpoints.forJob, {
      params: { id: jobId },
      query: { sort: 'newest', ...(cursor ? { cursor } : {}) },
      signal,
    });
    all.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return all;
}

export function useApplicants(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: applicationKeys.forJob(jobId),
    queryFn: async ({ signal }) => {
      const items = await getApplicants(jobId, signal);
      // Opening the list changed the "new" counts on My jobs.
      void queryClient.invalidateQueries({ queryKey: jobKeys.my() });
      return items;
    },
  });
}

export interface DecisionVariables {
  jobId: string;
  applicationId: string;
  status: TTeamStatus;
  /** To the chat and the status mail ({name} and {job} filled in); none when blank. */
  message?: string;
}

export async function decideApplication({ jobId, applicationId, status, message }: DecisionVariables) {
  const body: TApplicationDecisionRequest = { status, ...(message?.trim() ? { message } : {}) };
  const { application } = await api(applicationsEndpoints.decide, {
    params: { id: jobId, applicationId },
    body,
  });
  return application;
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: (application, { jobId }) => {
      queryClient.setQueryData<TApplication[]>(applicationKeys.forJob(jobId), (items) =>
        items?.map((item) =>
          item._id === application._id
            ? { ...item, status: application.status, history: application.history, dueAt: application.dueAt }
            : item,
        ),
      );
    },
  });
}

export interface BulkVariables {
  jobId: string;
  ids: string[];
  status: TTeamStatus;
  message?: string;
}

/** One move for many applicants of the job (bulk reject with a template); the list is read again. */
export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, ids, status, message }: BulkVariables): Promise<TBulkMoveResponse> =>
      api(applicationsEndpoints.bulk, {
        params: { id: jobId },
        body: { ids, status, ...(message?.trim() ? { message } : {}) },
      }),
    onSuccess: (_result, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(jobId) }),
  });
}

const noteKeys = (jobId: string, applicationId: string) =>
  [...applicationKeys.forJob(jobId), 'notes', applicationId] as const;

/** The team's private notes on one application, oldest first. */
export function useNotes(jobId: string, applicationId: string) {
  return useQuery({
    queryKey: noteKeys(jobId, applicationId),
    queryFn: async ({ signal }): Promise<TApplicationNote[]> =>
      (await api(applicationsEndpoints.notes, { params: { id: jobId, applicationId }, signal })).items,
  });
}

export function useAddNote(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await api(applicationsEndpoints.addNote, { params: { id: jobId, applicationId }, body: { text } }))
        .note,
    onSuccess: (note) => {
      queryClient.setQueryData<TApplicationNote[]>(noteKeys(jobId, applicationId), (notes) => [
        ...(notes ?? []),
        note,
      ]);
      queryClient.setQueryData<TApplication[]>(applicationKeys.forJob(jobId), (items) =>
        items?.map((item) =>
          item._id === applicationId ? { ...item, notesCount: (item.notesCount ?? 0) + 1 } : item,
        ),
      );
    },
  });
}
