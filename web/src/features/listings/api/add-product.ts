import type { ProductInputParsed } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; insertedId: string };

/** POST /api/addproduct: the listing starts pending; the seller is whoever is signed in. */
export function addProduct(body: ProductInputParsed): Promise<Answer> {
  return apiFetch<Answer>('/api/addproduct', { method: 'POST', body });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    // My products lists it at once; public lists only change when it is approved, but cost nothing to refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
  });
}
