import type { StockSummary } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/myproducts/stock-summary: the seller's stock value and low-stock list (issue 30 item 7). */
export const stockSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.stockSummary(),
    queryFn: ({ signal }) => apiFetch<StockSummary>('/api/myproducts/stock-summary', { signal }),
  });

/** Not suspended: the listings table shows at once, the summary when it comes (and nothing if it fails). */
export function useStockSummary() {
  return useQuery(stockSummaryQueryOptions());
}
