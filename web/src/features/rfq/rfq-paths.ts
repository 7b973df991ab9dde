import { WEB_ROUTES as R } from '@bulkbazar/contract';

// The rfq pages' links (built from the contract's WEB_ROUTES, as lib/paths.ts does). They live with the feature,
// in its lazily loaded chunk: lib/paths.ts ships in the entry chunk, which has no room left (decision 18).
// Other features link to these pages through WEB_ROUTES directly.
export const rfqPaths = {
  /** The "Request a quote" dialog over a product page. */
  product: (id: string) => `/product/${encodeURIComponent(id)}/rfq`,
  new: R.rfqNew,
  mine: R.myRfqs,
  one: (id: string) => `/rfqs/${encodeURIComponent(id)}`,
  /** Relative to the request's page: accepting one of its quotes (the orders feature's dialog). */
  accept: (quoteId: string) => `accept/${encodeURIComponent(quoteId)}`,
  seller: R.sellerRfqs,
  dashboard: R.dashboardRfqs,
} as const;
