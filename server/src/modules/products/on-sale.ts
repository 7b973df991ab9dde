// What the public may see and order: a listing approved by moderation whose seller is not blocked.

/**
 * The rule for a row already loaded (a product page, an order). Its SQL twin, written for the catalog's
 * indexes, is `onSale()` in catalog-where.repo.ts; the two must say the same.
 */
export const isOnSale = (row: { status: string; sellerBlocked: boolean }): boolean =>
  row.status === 'approved' && !row.sellerBlocked;
