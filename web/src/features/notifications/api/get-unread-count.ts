import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** How often the bell asks again while the page stays open (it also asks when the window gets focus). */
export const UNREAD_REFRESH_MS = 60_000;

/** GET /api/notifications/unread: the bell's badge. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys('unread'),
    queryFn: ({ signal }) => apiFetch<{ unread: number }>('/api/notifications/unread', { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    // Coming back to the tab is when a person looks at the bell: ask then, even inside the cache's 30 s.
    refetchOnWindowFocus: 'always',
  });
}

/** The unread count, or null until it is known (or when the answer has none). */
export function useUnreadCount(): number | null {
  const { data } = useQuery({
    ...unreadCountQueryOptions(),
    select: (answer) => (typeof answer.unread === 'number' ? answer.unread : null),
  });
  return data ?? null;
}
