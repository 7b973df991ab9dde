import type { OrderStatus } from '@bulkbazar/contract';
import { apiUrl } from '@/lib/api-client';

// The exports stream from the server as attachments; a plain link downloads them with the session cookie.
export const exportUrls = {
  orders: (filter: { status?: OrderStatus; q?: string } = {}) =>
    apiUrl('/api/admin/export/orders.csv', filter),
  products: '/api/admin/export/products.csv',
  users: '/api/admin/export/users.csv',
  subscribers: '/api/admin/export/subscribers.csv',
} as const;
