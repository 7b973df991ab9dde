import { userListQuerySchema, type UserListQuery, type UserPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryFromSearch } from '@/lib/list-query';
import { queryKeys } from '@/lib/query-keys';

export const USERS_PAGE_SIZE = 20;

export function usersQueryFromSearch(search: URLSearchParams): UserListQuery {
  return queryFromSearch(userListQuerySchema, search, { limit: USERS_PAGE_SIZE });
}

/** GET /api/users: one page of accounts, searched by name or email on the server. */
export function getUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserPage> {
  return apiFetch<UserPage>('/api/users', { query, signal });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  });
}

export function useUsers(query: UserListQuery) {
  return useSuspenseQuery(usersQueryOptions(query));
}
