// The dashboard's pages as one lazily loaded chunk: the router imports this module once for all eight routes
// (one dynamic import in the entry instead of eight, which the entry's size budget needs). An admin moving
// between sections then waits for no further page code; the layout stays its own chunk, and the revenue chart
// is loaded only by the dashboard's home.
export * as audit from './audit';
export * as commission from './commission';
export * as content from './content';
export * as credit from './credit';
export * as finance from './finance';
export * as home from './dashboard-home';
export * as newsletter from './newsletter';
export * as orderDetails from './order-details';
export * as orders from './orders';
export * as payments from './payments';
export * as payouts from './payouts';
export * as products from './products';
export * as remittances from './remittances';
export * as synonyms from './synonyms';
export * as users from './users';
export * as verifications from './verifications';
