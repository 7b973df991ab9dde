import type { PayoutMethodInput, PayoutMethodView } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Only the profile reads and writes the payout method, so its key lives here (lib/query-keys.ts ships in the
// entry chunk, which has no room left).
const payoutMethodKey = () => ['payout-method'] as const;

type Answer = { payoutMethod: PayoutMethodView };

/** GET /api/me/payout-method: the method (numbers masked), the BIN and any hold on payouts. */
export const payoutMethodQueryOptions = () =>
  queryOptions({
    queryKey: payoutMethodKey(),
    queryFn: async ({ signal }) => (await apiFetch<Answer>('/api/me/payout-method', { signal })).payoutMethod,
  });

export const usePayoutMethod = () => useQuery(payoutMethodQueryOptions());

/**
 * PUT /api/me/payout-method with the password: a wrong one answers 400 with fields.currentPassword. The saved
 * method (masked, with its hold) is shown at once.
 */
export function useSavePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutMethodInput) =>
      (await apiFetch<Answer>('/api/me/payout-method', { method: 'PUT', body })).payoutMethod,
    onSuccess: (saved) => queryClient.setQueryData(payoutMethodKey(), saved),
  });
}
