import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { createProduct } from '../../../test/factories.js';

// Calls of the RFQ routes as one signed-in user, and the cast most RFQ tests need.

type Method = 'GET' | 'POST' | 'PUT';
export const ADDRESS = { shippingAddress: 'House 7, Road 3, Mirpur, Dhaka', phoneNumber: '01712345678' };

/** A day `days` from now, as a date field sends it (Dhaka). */
export const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

export function asUser(app: FastifyInstance, who: Session) {
  const send = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: asCookie(who), payload });
  return {
    who,
    send,
    ask: (body: object) => send('POST', '/api/rfqs', { quantity: 100, ...body }),
    mine: () => send('GET', '/api/rfqs'),
    requests: () => send('GET', '/api/seller/rfqs'),
    detail: (id: string) => send('GET', `/api/rfqs/${id}`),
    quote: (rfqId: string, body: object = {}) =>
      send('POST', `/api/rfqs/${rfqId}/quotes`, {
        unitPrice: 90,
        quantity: 100,
        validUntil: dayAhead(7),
        ...body,
      }),
    accept: (quoteId: string, body: object = {}) =>
      send('POST', `/api/quotes/${quoteId}/accept`, { ...ADDRESS, paymentMethod: 'cod', ...body }),
    messages: (rfqId: string, sellerId?: string) =>
      send('GET', `/api/rfqs/${rfqId}/messages${sellerId ? `?sellerId=${sellerId}` : ''}`),
    write: (rfqId: string, text: string, sellerId?: string) =>
      send('POST', `/api/rfqs/${rfqId}/messages`, { text, sellerId }),
  };
}
export type AsUser = ReturnType<typeof asUser>;

/**
 * A buyer, two sellers with approved listings in Electronics (`sellerA` also sells `product`, 500 in stock
 * at ৳100 with an MOQ of 10), and `outsider`, who sells only in Fashion.
 */
export async function createCast(app: FastifyInstance, db: Db) {
  const [buyer, sellerA, sellerB, outsider] = await Promise.all(
    ['Rahima Begum', 'Karim Traders', 'Dhaka Gadgets', 'Sylhet Fashion'].map((name) => signUp(app, { name })),
  );
  const product = await createProduct(db, { sellerId: sellerA!.id, stock: 500, price: 100 });
  const productB = await createProduct(db, { sellerId: sellerB!.id, stock: 500 });
  await createProduct(db, { sellerId: outsider!.id, category: 'fashion-apparel' });
  return {
    buyer: asUser(app, buyer!),
    sellerA: asUser(app, sellerA!),
    sellerB: asUser(app, sellerB!),
    outsider: asUser(app, outsider!),
    product,
    productB,
  };
}

export const notificationsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
