/**
 * The seller page's address (/seller/:id, the contract's WEB_ROUTES.seller). Built here rather than in
 * lib/paths.ts, which ships in the entry chunk (no room left there: decision 18).
 */
export const sellerPath = (id: string) => `/seller/${encodeURIComponent(id)}`;
