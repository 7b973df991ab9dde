import type { CommissionRules, CommissionRulesInput, UserPage } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The commission rules (issue 29 item 1), under the admin tree: read, replaced whole, and the sellers an
// override can name (the users' list, searched on the server).
const commissionKey = () => [...queryKeys.admin.all(), 'commission'] as const;

/** GET /api/admin/finance/commission */
export function commissionQueryOptions() {
  return queryOptions({
    queryKey: commissionKey(),
    queryFn: ({ signal }) => apiFetch<CommissionRules>('/api/admin/finance/commission', { signal }),
  });
}
export const useCommissionRules = () => useSuspenseQuery(commissionQueryOptions());

/** PUT /api/admin/finance/commission: the whole rule set; the answer is the rules now in force. */
export function useSaveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CommissionRulesInput) =>
      apiFetch<CommissionRules>('/api/admin/finance/commission', { method: 'PUT', body: rules }),
    onSuccess: (saved) => queryClient.setQueryData(commissionKey(), saved),
  });
}

/** Accounts matching `q` (name or e-mail), for a new override; administrators are left out (none sells). */
export function useSellerSearch(q: string) {
  const query = { page: 1, limit: 8, q };
  return useQuery({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: ({ signal }) => apiFetch<UserPage>('/api/users', { query, signal }),
    enabled: q.length >= 2,
    select: (page) => page.users.filter((u) => u.role !== 'admin'),
  });
}
