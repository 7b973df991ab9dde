import { sql } from 'drizzle-orm';
import { checkouts, payments } from '../../src/db/schema.js';
import { signSslcommerzFields } from '../../src/modules/payments/gateways/sslcommerz-sign.js';
import { createOrder, createUser } from '../factories.js';
import { call, listing, stock, type Stage, type WritePath } from './stage.js';

/**
 * A listing (stock 100) with 6 units held by an SSLCommerz checkout awaiting its payment, staged in the
 * database as a checkout leaves it (so no gateway needs to answer), and the signed cancellation SSLCommerz posts
 * (signed with the store password made for the app's database).
 */
async function heldByPayment(s: Stage) {
  const l = await listing(s);
  const buyer = await createUser(s.db);
  const holdExpiresAt = new Date(Date.now() + 15 * 60_000);
  const [checkout] = await s.db
    .insert(checkouts)
    .values({ buyerId: buyer.id, totalPoisha: 60_000, paymentMethod: 'sslcommerz', holdExpiresAt })
    .returning();
  await createOrder(s.db, {
    productId: l.id,
    sellerId: l.seller.id,
    buyerId: buyer.id,
    checkoutId: checkout!.id,
    quantity: 6,
    productPricePoisha: 10_000,
    orderStatus: 'awaiting_payment',
    paymentMethod: 'sslcommerz',
    holdExpiresAt,
  });
  await s.db.execute(sql`update products set stock = stock - 6 where id = ${l.id}`);
  const [payment] = await s.db
    .insert(payments)
    .values({
      checkoutId: checkout!.id,
      gateway: 'sslcommerz',
      purpose: 'full',
      amountPoisha: 60_000,
      gatewayPaymentId: `SESSION${l.id.slice(0, 8)}`,
    })
    .returning();
  const fields = { tran_id: payment!.id, status: 'CANCELLED', amount: '600.00', currency: 'BDT', val_id: '' };
  return {
    l,
    form: { ...fields, ...signSslcommerzFields(fields, s.app.standInSecrets!.sslcommerz.storePassword) },
  };
}

// SSLCommerz's returns and IPN: a cancelled payment cancels the checkout's orders and returns their stock (a failed
// attempt keeps the hold since Pay again, 6077361).
export const PAYMENT_WRITES: WritePath[] = (
  [
    ['POST /api/payments/sslcommerz/:outcome', '/api/payments/sslcommerz/fail'],
    ['POST /api/payments/sslcommerz/ipn', '/api/payments/sslcommerz/ipn'],
  ] as const
).map(([route, url]) => ({
  route,
  shows: 'stock-returned',
  scene: async (s: Stage) => {
    const { l, form } = await heldByPayment(s);
    return {
      watch: l.watch,
      look: stock,
      write: (app) => call(app, 'POST', url, undefined, form),
      after: [100],
      // The browser return redirects the payer to My Orders; the IPN answers SSLCommerz.
      status: url.endsWith('/ipn') ? 200 : 303,
    };
  },
}));
