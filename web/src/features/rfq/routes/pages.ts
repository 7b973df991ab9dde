// The rfq pages as one lazily loaded chunk: the router imports this module once for all six routes (one
// dynamic import in the entry instead of six, which the entry's size budget needs).
export * as adminRfqs from './admin-rfqs';
export * as myRfqs from './my-rfqs';
export * as newRfq from './new-rfq';
export * as productRfq from './product-rfq';
export * as rfqPage from './rfq-page';
export * as sellerRfqs from './seller-rfqs';
