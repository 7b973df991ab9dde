import type { Product } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './keys';

export type Moderation = { action: 'approve' | 'block' | 'unblock' } | { action: 'reject'; reason: string };

/**
 * POST /api/admin/products/:id/approve | block | unblock, or …/reject {reason}. A move the listing's status
 * does not allow (someone else got there first) answers 409 CONFLICT with the current status.
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
    // The public catalog ('products') changes too when a listing is approved or blocked.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
