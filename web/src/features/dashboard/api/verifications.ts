import type { Verification, VerificationQueue, VerificationStatus } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const BASE = '/api/admin/verifications';
const ALL = ['admin', 'verifications'] as const;
const STATUSES = ['pending', 'approved', 'rejected'] as const;
type QueueQuery = { status: VerificationStatus; page: number };

/** The queue's query as the URL says it (?status=&page=); bad values fall back to the defaults. */
export function verificationQueryFromSearch(search: URLSearchParams): QueueQuery {
  const status = STATUSES.find((s) => s === search.get('status')) ?? 'pending';
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1));
  return { status, page };
}

/** GET /api/admin/verifications: applications by status (verification staff). */
export function verificationsQueryOptions(query: QueueQuery) {
  return queryOptions({
    queryKey: [...ALL, query] as const,
    queryFn: ({ signal }) => apiFetch<VerificationQueue>(BASE, { query, signal }),
  });
}
export const useVerificationQueue = (query: QueueQuery) => useSuspenseQuery(verificationsQueryOptions(query));

/** Approve, or reject with a reason; the queue is fetched again after each. */
export function useVerificationDecisions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ALL });
  return {
    approve: useMutation({
      mutationFn: (id: string) =>
        apiFetch<{ verification: Verification }>(`${BASE}/${id}/approve`, { method: 'POST' }),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        apiFetch<{ verification: Verification }>(`${BASE}/${id}/reject`, {
          method: 'POST',
          body: { reason },
        }),
      onSuccess,
    }),
  };
}
