import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './keys';

type Answer = { acknowledged: true; deletedCount: number; message: string };

/** DELETE /api/delete/:id (SEED.md's call): the owner or an admin removes a listing for good. */
export function deleteProduct(id: string): Promise<Answer> {
  return apiFetch<Answer>(`/api/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
