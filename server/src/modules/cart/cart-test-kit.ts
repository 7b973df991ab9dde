import type { FastifyInstance } from 'fastify';
import { asCookie, type Session } from '../../../test/auth-helpers.js';

// Calls of the cart's routes as one signed-in user, for the cart's HTTP tests.

export const ADDRESS = { shippingAddress: 'House 1, Road 1, Dhaka', phoneNumber: '01712345678' };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function asUser(app: FastifyInstance, who: Session) {
  const send = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...asCookie(who), ...headers }, payload });
  return {
    send,
    cart: () => send('GET', '/api/cart'),
    put: (productId: string, quantity: number) => send('PUT', `/api/cart/items/${productId}`, { quantity }),
    remove: (productId: string) => send('DELETE', `/api/cart/items/${productId}`),
    clear: () => send('DELETE', '/api/cart'),
    merge: (items: { productId: string; quantity: number }[]) => send('POST', '/api/cart/merge', { items }),
    reorder: (orderId: string) => send('POST', `/api/orders/${orderId}/reorder`),
    /** Checks out the cart (or `body.items`), to the test address unless the body names another. */
    checkout: (body: object = {}, key?: string) =>
      send('POST', '/api/checkout', { ...ADDRESS, ...body }, key ? { 'idempotency-key': key } : {}),
  };
}

/** Units in stock, as the product page shows them (SEED.md's maxQuantity). */
export async function stockOf(app: FastifyInstance, productId: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/product/${productId}` });
  if (res.statusCode !== 200) throw new Error(`product ${productId}: ${res.statusCode} ${res.body}`);
  return res.json().maxQuantity as number;
}
