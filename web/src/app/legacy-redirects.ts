// The loaders of SEED.md's old addresses, which only redirect, as one lazily loaded chunk: an old link or
// bookmark waits for one small request, and the storefront's entry (held to a budget) does not carry them.
export { legacyRegisterLoader } from '@/features/auth/routes/legacy-register';
export { legacyCategoryLoader } from '@/features/catalog/routes/legacy-category';
export { legacyProductDetailsLoader } from '@/features/catalog/routes/legacy-product-details';
