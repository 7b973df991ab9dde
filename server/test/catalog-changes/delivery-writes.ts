import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createOrder, createUser } from '../factories.js';
import { listing, stock, type Stage, type WritePath } from './stage.js';

/** A listing (stock 100) with 6 units in an order a courier has (shipped), staged as a booking leaves it. */
async function shippedWith(s: Stage, courier: 'steadfast' | 'pathao' | 'redx') {
  const l = await listing(s);
  const buyer = await createUser(s.db);
  const consignmentId = `C${l.id.slice(0, 8)}`;
  await createOrder(s.db, {
    productId: l.id,
    sellerId: l.seller.id,
    buyerId: buyer.id,
    quantity: 6,
    productPricePoisha: 10_000,
    orderStatus: 'shipped',
    courier,
    consignmentId,
    trackingCode: consignmentId,
  });
  await s.db.execute(sql`update products set stock = stock - 6 where id = ${l.id}`);
  return { l, consignmentId };
}

/** The stand-ins' secrets of the app under test (made per database). */
const s = (app: FastifyInstance) => {
  const secrets = app.standInSecrets!;
  return {
    steadfastWebhookToken: secrets.steadfast.webhookToken,
    pathaoWebhookSecret: secrets.pathao.webhookSecret,
    redxWebhookToken: secrets.redx.webhookToken,
  };
};

/** A courier reporting the parcel returned puts its stock back (COURIERS_FAKE: the stand-ins' secrets). */
export const DELIVERY_WRITES: WritePath[] = [
  { route: 'PUT /api/admin/delivery-rates', keeps: 'writes the charge table: no product, user or order' },
  { route: 'POST /api/orders/:id/shipment', keeps: 'a courier booking ships the order: no stock moves' },
  {
    route: 'POST /api/couriers/steadfast/callback',
    shows: 'stock-returned',
    scene: async (stage) => {
      const { l, consignmentId } = await shippedWith(stage, 'steadfast');
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          app.inject({
            method: 'POST',
            url: '/api/couriers/steadfast/callback',
            headers: { authorization: `Bearer ${s(app).steadfastWebhookToken}` },
            payload: {
              notification_type: 'delivery_status',
              consignment_id: consignmentId,
              status: 'cancelled',
            },
          }),
        after: [100],
      };
    },
  },
  {
    route: 'POST /api/couriers/pathao/callback',
    shows: 'stock-returned',
    scene: async (stage) => {
      const { l, consignmentId } = await shippedWith(stage, 'pathao');
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          app.inject({
            method: 'POST',
            url: '/api/couriers/pathao/callback',
            headers: { 'x-pathao-signature': s(app).pathaoWebhookSecret },
            payload: { consignment_id: consignmentId, event: 'order.returned' },
          }),
        after: [100],
        status: 202,
      };
    },
  },
  {
    route: 'POST /api/couriers/redx/callback',
    shows: 'stock-returned',
    scene: async (stage) => {
      const { l, consignmentId } = await shippedWith(stage, 'redx');
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          app.inject({
            method: 'POST',
            url: `/api/couriers/redx/callback?token=${encodeURIComponent(s(app).redxWebhookToken)}`,
            payload: { tracking_number: consignmentId, status: 'returned' },
          }),
        after: [100],
      };
    },
  },
];
