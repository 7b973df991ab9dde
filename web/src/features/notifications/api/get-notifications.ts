import type { NotificationList } from '@bulkbazar/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * GET /api/notifications?before=&limit=: a page of the viewer's notifications, newest first; `before` is the
 * `next` of the page above it ('' for the newest, left out of the query). One cache entry per page rather than
 * an infinite query: TanStack's infinite-query code would add to the entry chunk, which has no room left.
 */
export function notificationsQueryOptions(before = '') {
  return queryOptions({
    queryKey: notificationKeys('list', { before }),
    queryFn: ({ signal }) =>
      apiFetch<NotificationList>('/api/notifications', {
        query: { limit: NOTIFICATION_PAGE_SIZE, before },
        signal,
      }),
  });
}

/** The newest page (the route's loader has fetched it). */
export const useNewestNotifications = () => useSuspenseQuery(notificationsQueryOptions());

/** An older page, asked for by "Load more". */
export const useOlderNotifications = (before: string) => useQuery(notificationsQueryOptions(before));
