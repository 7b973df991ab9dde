import { CATEGORIES, type CategorySlug } from './categories.js';

// The slugs as zod's enum takes them, for the contract's schemas (product.ts, rfq.ts); not exported from the
// index. In a module of their own so that they travel with the schemas' chunk, not in the storefront's entry
// (which holds CATEGORIES for the footer and is held to a byte budget by the web build).
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];
