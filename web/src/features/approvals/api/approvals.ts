import type { Approval, ApprovalDecision } from '@bulkbazar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const KEY = ['approvals'] as const;

/** GET /api/approvals: the company checkouts waiting for the caller's approval, oldest first. */
export const useApprovals = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<{ approvals: Approval[] }>('/api/approvals', { signal }),
  });

/** Approve, or reject with a reason: the inbox and the orders are read afresh (another approver may have acted). */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkoutId, reason }: { checkoutId: string; reason?: string }) =>
      apiFetch<ApprovalDecision>(
        `/api/approvals/${encodeURIComponent(checkoutId)}/${reason === undefined ? 'approve' : 'reject'}`,
        { method: 'POST', ...(reason === undefined ? {} : { body: { reason } }) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
