/**
 * The cache keys of requests for quotation, all under 'rfqs': ('mine' | 'seller' | 'admin', { page }),
 * ('detail', id), ('thread', id, sellerId); `rfqKeys()` is the whole branch. They live here rather than in
 * lib/query-keys.ts because that file ships in the entry chunk, which has no room left (decision 18). The rfq
 * feature and accepting a quote (the orders feature) share them.
 */
export const rfqKeys = <P extends unknown[]>(...parts: P) => ['rfqs', ...parts] as const;
