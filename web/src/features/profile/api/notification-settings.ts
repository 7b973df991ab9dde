import type { NotificationSettings } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Only the profile reads and writes these settings, so their key lives here (lib/query-keys.ts ships in the
// entry chunk, which has no room left).
const settingsKey = () => ['notification-settings'] as const;

/** GET /api/notifications/settings: the language of notifications and the e-mails turned off. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey(),
    queryFn: ({ signal }) => apiFetch<NotificationSettings>('/api/notifications/settings', { signal }),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** PUT /api/notifications/settings: answers the settings as saved, which the form then shows. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      apiFetch<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(), saved),
  });
}
