import { adminProductsQuerySchema, type AdminProductsQuery, type ProductPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryFromSearch } from '@/lib/list-query';
import { queryKeys } from '@/lib/query-keys';

export const PRODUCTS_PAGE_SIZE = 20;

export function adminProductsQueryFromSearch(search: URLSearchParams): AdminProductsQuery {
  return queryFromSearch(adminProductsQuerySchema, search, { limit: PRODUCTS_PAGE_SIZE });
}

/** GET /api/admin/products: every listing whatever its status, the pending ones (the review queue) first. */
export function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch<ProductPage>('/api/admin/products', { query, signal });
}

export function adminProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.products.list(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    // The list is fetched again when the admin asks (Refresh, a page, a filter, the sidebar link), never
    // because the window got focus: rows moved by a review stay where they were until then.
    refetchOnWindowFocus: false,
  });
}

export function useAdminProducts(query: AdminProductsQuery) {
  return useSuspenseQuery(adminProductsQueryOptions(query));
}
