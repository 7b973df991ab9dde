import type { Readable } from 'node:stream';
import type { PaymentLedgerQuery } from '@bulkbazar/contract';
import type { OrderRow } from '../orders/orders.repo.js';
import type { LedgerRow } from '../payments/payments.repo.js';
import type { ProductRow } from '../products/products.repo.js';
import type { UserRow } from '../users/users.repo.js';
import { csvStream } from './csv.js';
import {
  ORDER_COLUMNS,
  orderLines,
  PAYMENT_COLUMNS,
  PRODUCT_COLUMNS,
  subscriberColumns,
  USER_COLUMNS,
  type Subscriber,
} from './export-columns.js';

/** One page of rows, `limit` from `offset`, in a stable order. */
type Page<T> = (offset: number, limit: number) => Promise<T[]>;
export type OrderFilter = { status?: string; q?: string };

/**
 * Where each spreadsheet reads its rows: the features that own them hand in their list functions
 * (composition.ts), so export depends on their shapes, not on their modules.
 */
export type ExportSources = {
  orders: (filter: OrderFilter, offset: number, limit: number) => Promise<OrderRow[]>;
  products: Page<ProductRow>;
  users: Page<UserRow>;
  subscribers: Page<Subscriber>;
  /** The payment ledger under a filter (the admin's Payments page). */
  payments: (filter: PaymentLedgerQuery) => Page<LedgerRow>;
  unsubscribeUrl: (email: string) => string;
};

/** The admin's spreadsheets, streamed as CSV page by page (never the whole table in memory). */
export function createExportService(sources: ExportSources) {
  return {
    /** One row per order line (the order's columns repeated on each), orders newest first. */
    orders: (filter: OrderFilter): Readable =>
      csvStream(ORDER_COLUMNS, (offset, limit) => sources.orders(filter, offset, limit), orderLines),
    products: (): Readable => csvStream(PRODUCT_COLUMNS, sources.products),
    users: (): Readable => csvStream(USER_COLUMNS, sources.users),
    subscribers: (): Readable => csvStream(subscriberColumns(sources.unsubscribeUrl), sources.subscribers),
    payments: (filter: PaymentLedgerQuery): Readable => csvStream(PAYMENT_COLUMNS, sources.payments(filter)),
  };
}

export type ExportService = ReturnType<typeof createExportService>;
