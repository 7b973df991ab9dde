import type { Order } from '@bulkbazar/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_COURIER_PATHS } from '../../config.js';
import { notifications, orderEvents, orders, shipmentEvents } from '../../db/schema.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';

// Couriers through their stand-ins (COURIERS_FAKE), over real HTTP: a seller books a processing order, the
// stand-in is told to report a status and posts its callback to the shop as the courier would.
let shop: PaymentsShop;
/** The stand-ins' controls answer administrators only (issue 28). */
let admin: Awaited<ReturnType<PaymentsShop['signUpAdmin']>>;
beforeAll(async () => {
  shop = await startPaymentsShop({ COURIERS_FAKE: 'true' });
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());

const dhanmondi = { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' };

/** A cash-on-delivery order of 20 units at ৳100 to Dhanmondi, moved to processing by its seller. */
async function processingOrder() {
  const sellerSession = await shop.signUp('Seller');
  const p = await shop.product({ sellerId: sellerSession.id });
  const buyer = await shop.signUp('Buyer');
  const res = await shop.checkout(buyer, [{ productId: p.id, quantity: 20 }], 'cod', { location: dhanmondi });
  expect(res.status, res.text).toBe(200);
  const order = res.body.orders[0] as Order;
  const moved = await shop.call(sellerSession, 'POST', `/api/orders/${order._id}/status`, {
    from: 'pending',
    status: 'processing',
  });
  expect(moved.status, moved.text).toBe(200);
  return { seller: sellerSession, buyer, order, productId: p.id };
}

const row = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const tally = async (id: string) => ({
  shipment: (
    await shop.db.select({ n: count() }).from(shipmentEvents).where(eq(shipmentEvents.orderId, id))
  )[0]!.n,
  history: (await shop.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, id)))[0]!.n,
  told: (
    await shop.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.kind, 'order_status')))
  )[0]!.n,
});
const control = (courier: keyof typeof FAKE_COURIER_PATHS, consignmentId: string, status: string) =>
  shop.call(admin, 'POST', `${FAKE_COURIER_PATHS[courier]}/_control/status`, {
    consignment_id: consignmentId,
    status,
  });

describe('courier bookings and callbacks (stand-ins)', () => {
  it('books Steadfast: consignment and tracking code stored, the order shipped, the buyer told', async () => {
    const { seller, buyer, order } = await processingOrder();
    const booked = await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, {
      courier: 'steadfast',
    });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({ courier: 'steadfast', trackingCode: expect.any(String) });
    const r = await row(order._id);
    expect(r).toMatchObject({
      orderStatus: 'shipped',
      courier: 'steadfast',
      trackingCode: booked.body.trackingCode,
    });
    const told = await shop.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((n) => n.data)).toContainEqual({ orderId: order._id, status: 'shipped' });
    // A second booking of a shipped order is refused and changes nothing.
    const again = await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'redx' });
    expect(again.status).toBe(409);
    expect((await row(order._id)).courier).toBe('steadfast');
  });

  it('delivered: the order delivered and, cash on delivery, the cash collected recorded (paid); replayed 5 times, nothing more', async () => {
    const { seller, buyer, order } = await processingOrder();
    await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'steadfast' });
    const { consignmentId } = await row(order._id);
    const sent = await control('steadfast', consignmentId!, 'delivered');
    expect(sent.body).toMatchObject({ status: 200 });
    const delivered = await row(order._id);
    expect(delivered).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      paidPoisha: delivered.totalPoisha,
      codCollectedPoisha: delivered.totalPoisha,
    });
    const tracking = await shop.call(buyer, 'GET', `/api/orders/${order._id}/tracking`);
    expect(tracking.body.events.map((e: { status: string }) => e.status)).toEqual(['booked', 'delivered']);
    expect(tracking.body.codCollected).toBe(delivered.totalPoisha / 100);

    const before = await tally(order._id);
    const callback = {
      notification_type: 'delivery_status',
      consignment_id: Number(consignmentId),
      invoice: order._id,
      cod_amount: delivered.totalPoisha / 100,
      status: 'delivered',
    };
    for (let i = 0; i < 5; i++) {
      const replay = await shop.call(null, 'POST', '/api/couriers/steadfast/callback', callback, {
        authorization: `Bearer ${shop.t.app.standInSecrets!.steadfast.webhookToken}`,
      });
      expect(replay.status).toBe(200);
    }
    expect(await tally(order._id)).toEqual(before);
    expect(await row(order._id)).toEqual(delivered);
  });

  it('delivered with cod_amount 0 on cash on delivery: the cash is still due — unpaid, not partially paid (issue 28 #6)', async () => {
    const { seller, order } = await processingOrder();
    await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'steadfast' });
    const { consignmentId, totalPoisha } = await row(order._id);
    const sent = await shop.call(
      null,
      'POST',
      '/api/couriers/steadfast/callback',
      {
        notification_type: 'delivery_status',
        consignment_id: Number(consignmentId),
        invoice: order._id,
        cod_amount: 0,
        status: 'delivered',
      },
      { authorization: `Bearer ${shop.t.app.standInSecrets!.steadfast.webhookToken}` },
    );
    expect(sent.status).toBe(200);
    expect(await row(order._id)).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'unpaid',
      paidPoisha: 0,
      codCollectedPoisha: 0,
    });
    const details = await shop.call(seller, 'GET', `/api/orders/${order._id}`);
    expect(details.body.order).toMatchObject({ paymentStatus: 'unpaid', dueAmount: totalPoisha / 100 });
  });

  it('returned: a final state, every line back in stock once (the callback sent 5 times), the buyer told', async () => {
    const { seller, buyer, order, productId } = await processingOrder();
    const stockAfterOrder = await shop.stockOf(productId);
    await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'pathao' });
    const { consignmentId } = await row(order._id);
    for (let i = 0; i < 5; i++) {
      const sent = await control('pathao', consignmentId!, 'returned');
      expect(sent.body).toMatchObject({ status: 202 });
    }
    expect(await shop.stockOf(productId)).toBe(stockAfterOrder + 20);
    const r = await row(order._id);
    expect(r).toMatchObject({ orderStatus: 'returned', paymentStatus: 'unpaid' });
    const told = await shop.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.filter((n) => n.data.status === 'returned')).toHaveLength(1);
    const mine = await shop.call(buyer, 'GET', `/api/orders/${order._id}`);
    expect(mine.body.order ?? mine.body).toMatchObject({ orderStatus: 'returned', dueAmount: 0 });
  });

  // Issue 28 (item 22): Pathao's stand-in found a parcel by consignment_id only, not by the tracking code the
  // shop shows (for Pathao, the consignment id itself) nor by the shop's merchant_order_id.
  it("Pathao's stand-in finds a parcel by the tracking code the shop shows, or by merchant_order_id", async () => {
    for (const by of ['tracking_code', 'merchant_order_id'] as const) {
      const { seller, order } = await processingOrder();
      const booked = await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, {
        courier: 'pathao',
      });
      expect(booked.status, booked.text).toBe(200);
      const key = by === 'tracking_code' ? booked.body.trackingCode : order._id;
      const sent = await shop.call(admin, 'POST', `${FAKE_COURIER_PATHS.pathao}/_control/status`, {
        [by]: key,
        status: 'delivered',
      });
      expect(sent.status, `${by}: ${sent.text}`).toBe(200);
      expect(sent.body).toMatchObject({ status: 202 });
      expect((await row(order._id)).orderStatus, by).toBe('delivered');
    }
  });

  it('refuses a forged callback (wrong or missing secret) with 401 and changes nothing', async () => {
    const { seller, order, productId } = await processingOrder();
    await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'redx' });
    const shipped = await row(order._id);
    const stock = await shop.stockOf(productId);
    const forged = [
      shop.call(null, 'POST', '/api/couriers/redx/callback?token=guessed-token-000000', {
        tracking_number: shipped.consignmentId,
        status: 'returned',
      }),
      shop.call(null, 'POST', '/api/couriers/redx/callback', {
        tracking_number: shipped.consignmentId,
        status: 'delivered',
      }),
      shop.call(
        null,
        'POST',
        '/api/couriers/steadfast/callback',
        { notification_type: 'delivery_status', consignment_id: shipped.consignmentId, status: 'delivered' },
        { authorization: 'Bearer not-the-token' },
      ),
      shop.call(
        null,
        'POST',
        '/api/couriers/pathao/callback',
        { consignment_id: shipped.consignmentId, event: 'order.delivered' },
        { 'x-pathao-signature': 'wrong' },
      ),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ acknowledged: false, code: 'UNAUTHORIZED' });
    }
    expect(await row(order._id)).toEqual(shipped);
    expect(await shop.stockOf(productId)).toBe(stock);
    // The real courier's word still counts afterwards.
    await control('redx', shipped.consignmentId!, 'delivered');
    expect(await row(order._id)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
  });

  it('books only as the order’s seller or an admin (others 404), with a courier it knows (400 naming it)', async () => {
    const { buyer, order } = await processingOrder();
    const stranger = await shop.signUp('Stranger');
    expect(
      (await shop.call(stranger, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'steadfast' }))
        .status,
    ).toBe(404);
    expect(
      (await shop.call(buyer, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'steadfast' })).status,
    ).toBe(404);
    const bad = await shop.call(buyer, 'POST', `/api/orders/${order._id}/shipment`, { courier: 'dhl' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('courier');
    expect((await row(order._id)).orderStatus).toBe('processing');
  });
});
