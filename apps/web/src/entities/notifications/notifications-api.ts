import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationSettings, TNotificationSettingsPatch } from '@debut/contract/notifications';
import { notificationsEndpoints } from '@debut/contract/notifications.endpoints';
import { api } from '../../shared/api/client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** `GET /users/me/notifications`: which mails the signed-in account gets. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => api(notificationsEndpoints.settings, { signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

const UPDATE_KEY = [...notificationKeys.all, 'update'] as const;

/**
 * `PATCH /users/me/notifications`, optimistic: the switch moves at once, and moves back (that kind only,
 * so a quicker second switch is not undone with it) when the server refuses. `onError` is the caller's.
 */
export function useUpdateNotificationSettings(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  const patchCache = (patch: Partial<TNotificationSettings>) =>
    queryClient.setQueryData(notificationSettingsQuery().queryKey, (old) =>
      old ? { settings: { ...old.settings, ...patch } } : old,
    );
  return useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: (patch: TNotificationSettingsPatch) =>
      api(notificationsEndpoints.updateSettings, { body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(notificationSettingsQuery().queryKey)?.settings;
      patchCache(patch);
      return { before };
    },
    onError: (error, patch, context) => {
      const before = context?.before;
      if (before) {
        const kinds = Object.keys(patch) as (keyof TNotificationSettings)[];
        patchCache(Object.fromEntries(kinds.map((kind) => [kind, before[kind]])));
      }
      onError(error);
    },
    // The server's word once the last of several quick changes is answered (an earlier answer is stale).
    onSettled: () =>
      queryClient.isMutating({ mutationKey: UPDATE_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: key })
        : undefined,
  });
}

/** `POST /notifications/unsubscribe`: a mail's one-click link, signed out or in. */
export function useUnsubscribeFromMail() {
  return useMutation({
    mutationFn: (token: string) => api(notificationsEndpoints.unsubscribe, { body: { token } }),
  });
}
