import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/reviews/:id/reply (the product's seller) and DELETE /api/reviews/:id (admins, with a reason). A
 * removal changes the product's rating, so everything under 'products' (cards, the page, its reviews) refreshes.
 */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiFetch(`/api/reviews/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
  });
}

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
  });
}
