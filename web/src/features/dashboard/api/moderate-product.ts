import type { Product } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Moderation =
  { action: 'approve' | 'block' | 'unblock' | 'requeue' } | { action: 'reject'; reason: string };

/**
 * POST /api/admin/products/:id/approve | block | unblock | requeue, or …/reject {reason}. `requeue` is the
 * Undo of an approve or a reject: back to pending, reason cleared. A move the listing's status does not allow
 * (someone else got there first) answers 409 CONFLICT with the current status.
 */
export function moderateProduct(id: string, move: Moderation): Promise<{ product: Product }> {
  const url = `/api/admin/products/${encodeURIComponent(id)}/${move.action}`;
  return apiFetch(url, {
    method: 'POST',
    body: move.action === 'reject' ? { reason: move.reason } : undefined,
  });
}

export function useModerateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: Moderation }) => moderateProduct(id, move),
    onSuccess: () =>
      Promise.all([
        // Marked stale but not fetched now: a fresh list would re-sort the queue under the admin's cursor.
        // The page shows the moved row in place; the next navigation or Refresh fetches the list.
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.all(), refetchType: 'none' }),
        // The public catalog ('products') changes too when a listing is approved or blocked.
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]),
  });
}
