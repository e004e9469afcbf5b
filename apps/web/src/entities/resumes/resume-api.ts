import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPutResumeRequest, TResume } from '@debut/contract/resumes';
import { resumesEndpoints } from '@debut/contract/resumes.endpoints';
import { isApiError } from '../../shared/api/api-error.ts';
import { api } from '../../shared/api/client.ts';

export const resumeKeys = { mine: ['resumes', 'me'] as const };

/** `GET /resumes/me`: the person's profile, or null when they have not written one (404). */
export async function getMyResume(signal?: AbortSignal): Promise<TResume | null> {
  try {
    return (await api(resumesEndpoints.mine, { signal })).resume;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useMyResume() {
  return useQuery({ queryKey: resumeKeys.mine, queryFn: ({ signal }) => getMyResume(signal) });
}

export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPutResumeRequest) =>
      api(resumesEndpoints.put, { body }).then((answer) => answer.resume),
    onSuccess: (resume) => queryClient.setQueryData(resumeKeys.mine, resume),
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(resumesEndpoints.remove),
    onSuccess: () => queryClient.setQueryData(resumeKeys.mine, null),
  });
}
