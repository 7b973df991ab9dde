import type { Order, User } from '@bulkbazar/contract';
import { makeUser } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Helpers for the dashboard's tests (not bundled: only test files import this).

let sequence = 0;

/** A complete order as the API returns it; override what the test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const n = String(sequence).padStart(8, '0');
  return {
    _id: `${n}-0000-4000-8000-000000000000`,
    customerName: `Buyer ${sequence}`,
    customerEmail: `buyer${sequence}@example.com`,
    quantity: 60,
    shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
    phoneNumber: `+88017000000${String(sequence).padStart(2, '0')}`,
    productId: null,
    productName: `Product ${sequence}`,
    productImage: '/uploads/seed/product.webp',
    productSku: `SKU-${sequence}`,
    sellerName: 'Rahim Traders',
    productPrice: 100,
    productBrand: 'Walton',
    productCategory: 'Electronics & Gadgets',
    description: 'A product',
    rating: 5,
    totalPrice: 6000,
    orderStatus: 'pending',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    transactionId: null,
    declineReason: null,
    orderTime: '2026-11-21T16:40:05.000Z',
    updatedAt: '2026-11-21T16:40:05.000Z',
    ...overrides,
  };
}

export const adminUser = (overrides: Partial<User> = {}) =>
  makeUser({ name: 'Nusrat Admin', role: 'admin', ...overrides });

export type Sent = { method: string; url: URL; body: unknown };
type Handler = (request: Sent) => Response | undefined;

/**
 * The whole app at a dashboard address, signed in as `user` (an admin unless told otherwise), with the API
 * answered by `handle`; anything it does not answer is a 404, so a page asking for something unexpected fails
 * loudly. `sent` lists the requests, for assertions on what the page asked for.
 */
export function renderDashboard(entry: string, handle: Handler, user: User | null = adminUser()) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    if (url.pathname === '/api/me') {
      return user
        ? jsonResponse({ user })
        : jsonResponse({ acknowledged: false, code: 'UNAUTHORIZED', message: 'Sign in first' }, 401);
    }
    return (
      handle({ method, url, body }) ??
      jsonResponse({ acknowledged: false, code: 'NOT_FOUND', message: `No ${method} ${url.pathname}` }, 404)
    );
  });
  const result = renderApp(entry);
  const requests = (method: string, pathname: string | RegExp) =>
    sent.filter(
      (r) =>
        r.method === method &&
        (typeof pathname === 'string' ? r.url.pathname === pathname : pathname.test(r.url.pathname)),
    );
  return { ...result, sent, requests };
}
