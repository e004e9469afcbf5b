import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateTemplateRequest,
  TMessageTemplate,
  TTemplateListResponse,
} from '@debut/contract/message-templates';
import { messageTemplatesEndpoints } from '@debut/contract/message-templates.endpoints';
import { api } from '../../shared/api/client.ts';

export const templateKeys = { all: ['message-templates'] as const };

/** The caller's templates and the two the product offers, in the caller's language. */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }): Promise<TTemplateListResponse> => api(messageTemplatesEndpoints.list, { signal }),
  });
}

export interface SaveTemplateVariables extends TCreateTemplateRequest {
  /** Set when an existing template is edited. */
  id?: string;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, text }: SaveTemplateVariables): Promise<TMessageTemplate> => {
      const { template } = id
        ? await api(messageTemplatesEndpoints.update, { params: { id }, body: { name, text } })
        : await api(messageTemplatesEndpoints.create, { body: { name, text } });
      return template;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(messageTemplatesEndpoints.remove, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
