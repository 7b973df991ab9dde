import type { SavedAddress } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Shared by the profile (which manages the saved addresses) and the checkouts (which pick one).
export type AddressList = { addresses: SavedAddress[] };

/** GET /api/me/addresses: the signed-in user's saved addresses, oldest first. */
export const addressesQueryOptions = queryOptions({
  queryKey: queryKeys.addresses(),
  queryFn: ({ signal }) => apiFetch<AddressList>('/api/me/addresses', { signal }),
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

/** The saved addresses, or none until they are known (or when they cannot be read: the buyer types one). */
export function useSavedAddresses(): SavedAddress[] {
  return useQuery({ ...addressesQueryOptions, select: (data) => data.addresses ?? [] }).data ?? [];
}
