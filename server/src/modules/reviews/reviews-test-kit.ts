import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { createOrder, createProduct } from '../../../test/factories.js';

// Calls of the review routes as one signed-in user, and delivered orders to review.

type Method = 'GET' | 'POST' | 'DELETE';

export function reviewer(app: FastifyInstance, who: Session) {
  const send = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: asCookie(who), payload });
  return {
    who,
    send,
    review: (orderId: string, body: object) => send('POST', `/api/orders/${orderId}/reviews`, body),
    reply: (reviewId: string, text: string) => send('POST', `/api/reviews/${reviewId}/reply`, { text }),
    remove: (reviewId: string, reason?: string) =>
      send('DELETE', `/api/reviews/${reviewId}`, reason === undefined ? {} : { reason }),
  };
}
export type Reviewer = ReturnType<typeof reviewer>;

/** A seller with a product on sale, and `buyers` buyers each with a delivered order of it (unless `status`). */
export async function deliveredOrders(app: FastifyInstance, db: Db, buyers: number, status = 'delivered') {
  const seller = await signUp(app, { name: 'Karim Traders' });
  const product = await createProduct(db, { sellerId: seller.id });
  const people = await Promise.all(
    Array.from({ length: buyers }, (_, i) => signUp(app, { name: `Buyer ${i + 1}` })),
  );
  const orders = [];
  for (const buyer of people)
    orders.push(
      await createOrder(db, {
        buyerId: buyer.id,
        productId: product.id,
        sellerId: seller.id,
        orderStatus: status,
      }),
    );
  return {
    seller: reviewer(app, seller),
    product,
    buyers: people.map((b) => reviewer(app, b)),
    orders,
  };
}

export const productReviews = async (app: FastifyInstance, productId: string, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/product/${productId}/reviews${query}` })).json();
