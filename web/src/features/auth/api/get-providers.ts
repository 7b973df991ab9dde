import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The contract has the schema (authProvidersSchema) but no type for it; this is its shape.
export type AuthProviders = { google: boolean };

/** GET /api/auth/providers: which sign-in methods the server has configured. */
export function getProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiFetch<AuthProviders>('/api/auth/providers', { signal });
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    // Set when the server starts; it does not change while the page is open.
    staleTime: Infinity,
  });
}

/** Not suspending: the form is usable at once, and the Google button joins it when the answer is in. */
export function useProviders() {
  return useQuery(providersQueryOptions());
}
