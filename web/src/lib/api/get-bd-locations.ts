import type { BdLocations, DeliveryZone, Location } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Shared by the checkout (where an order goes) and the profile (saved and pickup addresses).

/**
 * GET /api/bd-locations: divisions → districts → upazilas/thanas, kept for the session. The delivery keys are
 * written where they are read rather than in lib/query-keys.ts: that file is part of the storefront's entry
 * chunk, whose budget is full, and only lazy pages read these.
 */
export const bdLocationsQueryOptions = queryOptions({
  queryKey: ['bd-locations'] as const,
  queryFn: ({ signal }) => apiFetch<BdLocations>('/api/bd-locations', { signal }),
  staleTime: Infinity,
});

export function useBdLocations(): BdLocations | undefined {
  return useQuery(bdLocationsQueryOptions).data;
}

/** The delivery zone of a place in the lists; undefined while the lists load or for a place not in them. */
export function zoneOf(lists: BdLocations | undefined, place: Partial<Location> | null | undefined) {
  const area = lists?.divisions
    ?.find((d) => d.name === place?.division)
    ?.districts.find((d) => d.name === place?.district)
    ?.areas.find((a) => a.name === place?.area);
  return area?.zone as DeliveryZone | undefined;
}
