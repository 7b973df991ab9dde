import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { productDetailKey } from './get-product';

type Answer = { acknowledged: true; deletedCount: number; message: string };

/** DELETE /api/delete/:id (its seller or an admin); orders already placed keep their snapshot. */
export function deleteProduct(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: productDetailKey(id) });
      return queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
