import type { StockAdjustment, StockHistoryPage } from '@bulkbazar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const historyKey = (productId: string) => ['stock-history', productId] as const;

/** GET /api/products/:id/stock-history: the newest movements (issue 30 item 7). */
export function useStockHistory(productId: string) {
  return useQuery({
    queryKey: historyKey(productId),
    queryFn: ({ signal }) =>
      apiFetch<StockHistoryPage>(`/api/products/${encodeURIComponent(productId)}/stock-history`, {
        query: { limit: 50 },
        signal,
      }),
  });
}

/** POST /api/products/:id/stock-adjustments; the history and the listing are read again after it. */
export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: StockAdjustment) =>
      apiFetch<{ stock: number; variantStock: number | null }>(
        `/api/products/${encodeURIComponent(productId)}/stock-adjustments`,
        { method: 'POST', body: adjustment },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(productId) }),
        queryClient.invalidateQueries(),
      ]),
  });
}
