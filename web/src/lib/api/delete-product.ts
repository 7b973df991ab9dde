import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

type Answer = { acknowledged: true; deletedCount: number; message: string };

/**
 * DELETE /api/delete/:id (SEED.md's call): the listing's seller or an admin removes it for good; orders already
 * placed keep their snapshot.
 */
export function deleteProduct(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * One hook for the seller's My Products and the admin's dashboard: the product is gone from its own entry, the
 * catalog, the seller's list and the admin's list, whoever removed it.
 */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.products.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
      ]);
    },
  });
}
