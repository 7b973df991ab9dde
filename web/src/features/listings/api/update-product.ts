import type { Product, ProductUpdateParsed } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '@/lib/api/get-product';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { acknowledged: true; message: string; product: Product };

/** PATCH /api/update/:id with only the changed fields; 403 for anyone but the seller and admins. */
export function updateProduct({
  id,
  changes,
}: {
  id: string;
  changes: ProductUpdateParsed;
}): Promise<Answer> {
  return apiFetch<Answer>(`/api/update/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: ({ product }) => {
      queryClient.setQueryData(productQueryOptions(product._id).queryKey, product);
      return queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}
