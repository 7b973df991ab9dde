import { userListQuerySchema, type SubscriberPage, type UserListQuery } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryFromSearch } from '@/lib/list-query';
import { queryKeys } from '@/lib/query-keys';

export const SUBSCRIBERS_PAGE_SIZE = 20;

// The server reads this list's q/page/limit with the users list's schema.
export type SubscriberQuery = UserListQuery;

export function subscribersQueryFromSearch(search: URLSearchParams): SubscriberQuery {
  return queryFromSearch(userListQuerySchema, search, { limit: SUBSCRIBERS_PAGE_SIZE });
}

/** GET /api/admin/newsletter: subscribers, newest first, searched by address on the server. */
export function getSubscribers(query: SubscriberQuery, signal?: AbortSignal): Promise<SubscriberPage> {
  return apiFetch<SubscriberPage>('/api/admin/newsletter', { query, signal });
}

export function subscribersQueryOptions(query: SubscriberQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.subscribers.list(query),
    queryFn: ({ signal }) => getSubscribers(query, signal),
  });
}

export function useSubscribers(query: SubscriberQuery) {
  return useSuspenseQuery(subscribersQueryOptions(query));
}
