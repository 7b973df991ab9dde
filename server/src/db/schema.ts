// The database tables (Drizzle, pg-core), one file a part of the shop; drizzle-kit reads them through here.
export * from './schema/audit-tables.js';
export * from './schema/auth-tables.js';
export * from './schema/catalog-tables.js';
export * from './schema/company-tables.js';
export * from './schema/company-address-tables.js';
export * from './schema/credit-tables.js';
export * from './schema/invoice-tables.js';
export * from './schema/money-tables.js';
export * from './schema/notification-tables.js';
export * from './schema/order-tables.js';
export * from './schema/push-tables.js';
export * from './schema/import-tables.js';
export * from './schema/review-tables.js';
export * from './schema/rfq-tables.js';
export * from './schema/site-tables.js';
export * from './schema/sms-tables.js';
export * from './schema/trade-tables.js';
export * from './schema/variant-tables.js';
export * from './schema/stock-tables.js';

export * from './schema/verification-tables.js';
import { accounts, sessions, users, verifications } from './schema/auth-tables.js';
import { products } from './schema/catalog-tables.js';
import { orders } from './schema/order-tables.js';
import { appMeta, newsletterSubscribers } from './schema/site-tables.js';

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  products,
  orders,
  newsletterSubscribers,
  appMeta,
};
export type Schema = typeof schema;
