import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createViewer } from '../../../test/viewers.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { NO_ONLINE_PAYMENTS } from './payments-port.js';

// The orders service on a real database, without HTTP: who may act on an order, the MOQ and stock rules,
// the status moves, and which writes tell the catalog that stock moved.
let database: Database;
let service: OrdersService;
const catalog = recordCatalogEvents();
let seller: Viewer;
let buyer: Viewer;
let other: Viewer;
let admin: Viewer;
beforeAll(async () => {
  database = await createTestDatabase();
  service = createOrdersService(createOrdersRepo(database.db), catalog, NO_ONLINE_PAYMENTS);
  [seller, buyer, other, admin] = await Promise.all([
    createViewer(database.db),
    createViewer(database.db),
    createViewer(database.db),
    createViewer(database.db, 'admin'),
  ]);
});
afterAll(() => database.close());
beforeEach(() => void catalog.take());

const listing = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(database.db, { sellerId: seller.id, minQuantity: 10, stock: 100, ...overrides });
const input = (productId: string, quantity = 10) => ({
  productId,
  quantity,
  shippingAddress: 'House 1, Road 2, Dhaka',
  phoneNumber: '+8801712345678',
  paymentMethod: 'cod' as const,
});
const stockOf = async (id: string) =>
  (await database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
const placed = async (quantity = 10) => {
  const p = await listing();
  const { order } = await service.place(buyer, input(p.id, quantity));
  catalog.take();
  return { productId: p.id, orderId: order._id };
};

describe('placing an order', () => {
  it('takes the stock, records the buyer and the price from the database, and tells the catalog', async () => {
    const p = await listing({ price: 250 });
    const { order, replayed } = await service.place(buyer, input(p.id, 12));
    expect(replayed).toBe(false);
    expect(order).toMatchObject({ quantity: 12, orderStatus: 'pending', customerEmail: buyer.email });
    expect(await stockOf(p.id)).toBe(88);
    expect(catalog.take()).toEqual(['stock-taken']);
  });

  it.each([
    ['below the MOQ', 9, 'BELOW_MOQ'],
    ['more than the stock', 101, 'OUT_OF_STOCK'],
  ])('refuses a quantity %s (%s), takes nothing and tells nothing', async (_what, quantity, code) => {
    const p = await listing();
    await expect(service.place(buyer, input(p.id, quantity))).rejects.toMatchObject({
      code,
      fields: { quantity: expect.any(String) },
    });
    expect(await stockOf(p.id)).toBe(100);
    expect(catalog.take()).toEqual([]);
  });

  it.each([
    ['pending', {}],
    ['blocked', {}],
    ['approved', { sellerBlocked: true }],
  ] as const)('refuses a %s listing %o as unavailable', async (status, extra) => {
    const p = await listing({ status, ...extra });
    await expect(service.place(buyer, input(p.id))).rejects.toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(await stockOf(p.id)).toBe(100);
    expect(catalog.take()).toEqual([]);
  });

  it('refuses the seller their own listing, and an unknown product', async () => {
    const p = await listing();
    await expect(service.place(seller, input(p.id))).rejects.toMatchObject({ code: 'OWN_PRODUCT' });
    await expect(service.place(buyer, input('not-a-uuid'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.place(buyer, input(crypto.randomUUID()))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(catalog.take()).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first order: no stock taken, nothing told', async () => {
    const p = await listing();
    const first = await service.place(buyer, input(p.id), 'key-1');
    catalog.take();
    const again = await service.place(buyer, input(p.id), 'key-1');
    expect(again).toMatchObject({ replayed: true, order: { _id: first.order._id } });
    expect(await stockOf(p.id)).toBe(90);
    expect(catalog.take()).toEqual([]);
    await expect(service.place(buyer, input(p.id, 20), 'key-1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });
});

describe('cancelling and declining', () => {
  it('the buyer or an admin cancels: the stock comes back once, and the catalog is told', async () => {
    for (const who of [buyer, admin]) {
      const { productId, orderId } = await placed();
      expect((await service.cancelAsBuyer(who, orderId)).orderStatus).toBe('cancelled');
      expect(await stockOf(productId)).toBe(100);
      expect(catalog.take()).toEqual(['stock-returned']);
      await expect(service.cancelAsBuyer(who, orderId)).rejects.toMatchObject({
        code: 'INVALID_TRANSITION',
        fields: { orderStatus: 'cancelled' },
      });
      expect(await stockOf(productId)).toBe(100);
      expect(catalog.take()).toEqual([]);
    }
  });

  it('the seller cannot cancel as the buyer, nor anyone else: 404, so ids cannot be probed', async () => {
    const { productId, orderId } = await placed();
    for (const who of [seller, other])
      await expect(service.cancelAsBuyer(who, orderId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stockOf(productId)).toBe(90);
    expect(catalog.take()).toEqual([]);
  });

  it('the seller declines a pending order with a reason: stock back, reason kept, catalog told', async () => {
    const { productId, orderId } = await placed();
    const order = await service.decline(seller, orderId, 'Sold out at our warehouse');
    expect(order).toMatchObject({ orderStatus: 'cancelled', declineReason: 'Sold out at our warehouse' });
    expect(await stockOf(productId)).toBe(100);
    expect(catalog.take()).toEqual(['stock-returned']);
  });

  it('only the seller or an admin declines, only a pending order, and only with a reason', async () => {
    const { orderId } = await placed();
    for (const who of [buyer, other])
      await expect(service.decline(who, orderId, 'No reason at all')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    await expect(service.decline(seller, orderId, ' ')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { reason: expect.any(String) },
    });
    await service.move(seller, orderId, 'processing');
    await expect(service.decline(admin, orderId, 'Too late for this')).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
      fields: { orderStatus: 'processing' },
    });
    expect(catalog.take()).toEqual([]);
  });
});

describe('moving an order on and recording payment', () => {
  it('the seller moves one step at a time, an admin skips; the buyer may not; no stock moves', async () => {
    const { productId, orderId } = await placed();
    await expect(service.move(buyer, orderId, 'processing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.move(seller, orderId, 'shipped')).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    expect((await service.move(seller, orderId, 'processing')).orderStatus).toBe('processing');
    expect((await service.move(admin, orderId, 'delivered')).orderStatus).toBe('delivered');
    const { history } = await service.details(buyer, orderId);
    expect(history.map((h) => h.status)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    expect(await stockOf(productId)).toBe(90);
    expect(catalog.take()).toEqual([]);
  });

  it('cash is recorded by the seller for a delivered cash order, once; "paid" is for admins', async () => {
    const { orderId } = await placed();
    await expect(service.cashReceived(seller, orderId)).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    await service.move(admin, orderId, 'delivered');
    await expect(service.markPaid(seller, orderId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await service.cashReceived(seller, orderId)).paymentStatus).toBe('paid');
    await expect(service.cashReceived(seller, orderId)).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    expect(catalog.take()).toEqual([]);
  });
});

describe('order lists', () => {
  it('each side sees its own orders, newest first, a page at a time', async () => {
    const me = await createViewer(database.db);
    const p = await listing({ stock: 1000 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await service.place(me, input(p.id))).order._id);
    const first = await service.mine(me, { page: 1, limit: 2 });
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(first.orders.map((o) => o._id)).toEqual([ids[2], ids[1]]);
    const last = await service.mine(me, { page: 2, limit: 2 });
    expect(last).toMatchObject({ hasMore: false, orders: [{ _id: ids[0] }] });
    expect((await service.forSeller(seller, { page: 1, limit: 100 })).orders.map((o) => o._id)).toEqual(
      expect.arrayContaining(ids),
    );
    expect((await service.forSeller(other, { page: 1, limit: 100 })).orders).toEqual([]);
  });
});
