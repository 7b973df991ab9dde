// A seller's pages — their listings (the list, add, edit, delete), the orders they received and their Finance
// page — as one lazily loaded chunk (decision 9): they link to one another through the seller's tabs, share
// their helpers (the listing form, the tabs, the listing calls), and one dynamic import in the entry instead of
// six keeps the storefront's entry within its budget (scripts/check-bundle-budget.mjs). The admin dashboard's
// "Add product" loads it too.
export * as addProduct from '@/features/listings/routes/add-product';
export * as deleteProduct from '@/features/listings/routes/delete-product';
export * as incomingOrders from '@/features/orders/routes/incoming-orders';
export * as myProducts from '@/features/listings/routes/my-products';
export * as sellerFinance from '@/features/seller-finance/routes/seller-finance';
export * as updateProduct from '@/features/listings/routes/update-product';
