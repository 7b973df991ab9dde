import type {
  CreatePayoutRunBody,
  EligibleSellers,
  Payout,
  PayoutRunDetail,
  PayoutRunList,
} from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Dashboard → Finance → Payouts (issue 29 item 5). Under the admin tree (lib/query-keys.ts has no room left in
// the entry chunk), so a change that refetches everything an admin sees refetches these too.
const payoutsKey = () => [...queryKeys.admin.all(), 'payouts'] as const;
const runsKey = (page: number) => [...payoutsKey(), 'runs', page] as const;
const runKey = (id: string) => [...payoutsKey(), 'run', id] as const;
const eligibleKey = (minimum: number | undefined) => [...payoutsKey(), 'eligible', minimum ?? null] as const;

/** GET /api/admin/payout-runs: runs newest first, with their payouts counted by status. */
export const payoutRunsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: runsKey(page),
    queryFn: ({ signal }) =>
      apiFetch<PayoutRunList>('/api/admin/payout-runs', { query: { page, limit: 20 }, signal }),
  });
export const usePayoutRuns = (page = 1) => useQuery(payoutRunsQueryOptions(page));

/** GET /api/admin/payout-runs/:id: its payouts, and the wallets a payout API can send here. */
export const payoutRunQueryOptions = (id: string) =>
  queryOptions({
    queryKey: runKey(id),
    queryFn: ({ signal }) =>
      apiFetch<PayoutRunDetail>(`/api/admin/payout-runs/${encodeURIComponent(id)}`, { signal }),
  });
export const usePayoutRun = (id: string | null) =>
  useQuery({ ...payoutRunQueryOptions(id ?? ''), enabled: id !== null });

/** GET /api/admin/payouts/eligible: who a run with this minimum (default the shop's) would pay, and who not. */
export const eligibleSellersQueryOptions = (minimum: number | undefined) =>
  queryOptions({
    queryKey: eligibleKey(minimum),
    queryFn: ({ signal }) =>
      apiFetch<EligibleSellers>('/api/admin/payouts/eligible', { query: { minimum }, signal }),
  });
export const useEligibleSellers = (minimum: number | undefined) =>
  useQuery(eligibleSellersQueryOptions(minimum));

/** The run's two files: the BEFTN bulk credit and the mobile-banking bulk disbursement. */
export const payoutFileUrls = (runId: string) => ({
  bank: apiUrl(`/api/admin/payout-runs/${encodeURIComponent(runId)}/bank.csv`),
  mfs: apiUrl(`/api/admin/payout-runs/${encodeURIComponent(runId)}/mfs.csv`),
});

/** A key for one run the admin creates: a resent request (no answer came) answers the same run. */
export function newRunKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: payoutsKey() });

/** POST /api/admin/payout-runs with its Idempotency-Key. */
export function useCreatePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePayoutRunBody; key: string }) =>
      apiFetch<PayoutRunDetail>('/api/admin/payout-runs', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => refreshAll(queryClient),
  });
}

type Settle =
  | { id: string; action: 'sent'; reference: string }
  | { id: string; action: 'failed'; reason: string }
  | { id: string; action: 'send' };

/**
 * POST /api/admin/payouts/:id/sent {reference}, …/failed {reason}, or …/send (bKash's payout API). The runs,
 * the run and the sellers' balances are read again after, whatever the answer.
 */
export function useSettlePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settle: Settle) => {
      const body =
        settle.action === 'sent'
          ? { reference: settle.reference }
          : settle.action === 'failed'
            ? { reason: settle.reason }
            : undefined;
      const answer = await apiFetch<{ payout: Payout }>(
        `/api/admin/payouts/${encodeURIComponent(settle.id)}/${settle.action}`,
        { method: 'POST', body },
      );
      return answer.payout;
    },
    onSettled: () => refreshAll(queryClient),
  });
}
