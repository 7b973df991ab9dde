import { userListQuerySchema, type SubscriberPage, type UserListQuery } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './keys';
import { listQueryFromSearch } from './list-search';

export const SUBSCRIBERS_PAGE_SIZE = 20;

// The server reads this list's q/page/limit with the users list's schema.
export type SubscriberQuery = UserListQuery;

export function subscribersQueryFromSearch(search: URLSearchParams): SubscriberQuery {
  return listQueryFromSearch(userListQuerySchema, search, { limit: SUBSCRIBERS_PAGE_SIZE });
}

/** GET /api/admin/newsletter: subscribers, newest first, searched by address on the server. */
export function getSubscribers(query: SubscriberQuery, signal?: AbortSignal): Promise<SubscriberPage> {
  return apiFetch<SubscriberPage>('/api/admin/newsletter', { query, signal });
}

export function subscribersQueryOptions(query: SubscriberQuery) {
  return queryOptions({
    queryKey: [...adminKeys.subscribers, query],
    queryFn: ({ signal }) => getSubscribers(query, signal),
  });
}

export function useSubscribers(query: SubscriberQuery) {
  return useSuspenseQuery(subscribersQueryOptions(query));
}
