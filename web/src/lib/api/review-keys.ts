/**
 * Cache keys of reviews, shared by the product page (catalog) and My Orders (orders). A product's reviews live
 * under 'products', so whatever refreshes the catalog refreshes them too; an order's reviews under 'orders'.
 * Not in lib/query-keys.ts, which ships in the entry chunk (no room left there: decision 18).
 */
export const reviewKeys = {
  product: (productId: string) => ['products', 'reviews', productId] as const,
  order: (orderId: string) => ['orders', 'reviews', orderId] as const,
};
