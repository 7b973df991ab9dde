import type { CatalogPage, ProductCard, ProductListQuery } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type CardPage = Omit<CatalogPage, 'products'> & { products: ProductCard[] };

/** GET /api/products: one page of approved products matching the query, as cards (what the grid shows). */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<CardPage> {
  return apiFetch<CardPage>('/api/products', { query: { ...query, view: 'card' }, signal });
}

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

export function useProducts(query: ProductListQuery) {
  return useSuspenseQuery(productsQueryOptions(query));
}
