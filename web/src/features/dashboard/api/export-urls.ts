import type { OrderStatus, PaymentLedgerQuery } from '@bulkbazar/contract';
import { apiUrl } from '@/lib/api-client';

// The exports stream from the server as attachments; a plain link downloads them with the session cookie.
export const exportUrls = {
  orders: (filter: { status?: OrderStatus; q?: string } = {}) =>
    apiUrl('/api/admin/export/orders.csv', filter),
  products: '/api/admin/export/products.csv',
  users: '/api/admin/export/users.csv',
  subscribers: '/api/admin/export/subscribers.csv',
  /** The ledger with the list's filters, every page of it. */
  payments: ({ gateway, type, from, to, q }: Partial<PaymentLedgerQuery> = {}) =>
    apiUrl('/api/admin/export/payments.csv', { gateway, type, from, to, q }),
} as const;
