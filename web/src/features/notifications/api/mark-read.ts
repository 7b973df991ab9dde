import type { NotificationList } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

type Body = { ids: string[] } | { all: true };

/**
 * POST /api/notifications/read: these notifications (or all) are read. Every loaded page of the list marks them
 * at once and the bell takes the unread count the server answers, so neither asks again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiFetch<{ unread: number }>('/api/notifications/read', { method: 'POST', body }),
    onSuccess: ({ unread }, body) => {
      queryClient.setQueryData(notificationKeys('unread'), { unread });
      const read = (id: string) => 'all' in body || body.ids.includes(id);
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys('list') }, (page) =>
        page
          ? {
              ...page,
              unread,
              items: page.items.map((item) => (read(item.id) ? { ...item, read: true } : item)),
            }
          : page,
      );
    },
  });
}
