import type { NotificationList } from '@bulkbazar/contract';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * GET /api/notifications?before=&limit=: the viewer's notifications, newest first, a page at a time ("Load
 * more" asks for those before the last one shown, the `next` of the page before).
 */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys('list'),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<NotificationList>('/api/notifications', {
        query: { limit: NOTIFICATION_PAGE_SIZE, before: pageParam },
        signal,
      }),
    // No `before` on the first page (an empty one is left out of the query).
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export const useNotifications = () => useSuspenseInfiniteQuery(notificationsQueryOptions());
