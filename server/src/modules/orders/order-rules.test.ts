import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { orders, products } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { NO_ONLINE_PAYMENTS } from './payments-port.js';

// Issue 11, items 9 and 10: the order rules, called on the service directly (no HTTP), plus the routes.
let t: TestApp;
let service: OrdersService;
let seller: Viewer;
let buyer: Viewer;
let admin: Viewer;
beforeAll(async () => {
  t = await buildTestApp();
  service = createOrdersService(createOrdersRepo(t.database.db), recordCatalogEvents(), NO_ONLINE_PAYMENTS);
  const viewer = async (role: 'user' | 'admin'): Promise<Viewer> => {
    const u = await createUser(t.database.db, { role });
    return { id: u.id, email: u.email, name: u.name, image: null, role };
  };
  [seller, buyer, admin] = await Promise.all([viewer('user'), viewer('user'), viewer('admin')]);
});
afterAll(() => t.close());

const input = (productId: string, quantity = 10) => ({
  productId,
  quantity,
  shippingAddress: 'House 1, Road 2, Dhaka',
  phoneNumber: '+8801712345678',
  paymentMethod: 'cod' as const,
});
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (productId: string) =>
  t.database.db.select().from(orders).where(eq(orders.productId, productId));
const place = async (payment: { paymentMethod?: 'cod' | 'bkash'; transactionId?: string } = {}) => {
  const p = await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1, stock: 100 });
  return (await service.place(buyer, { ...input(p.id), ...payment })).order;
};
const statusOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a seller ordering their own product (item 9)', () => {
  it('is refused with OWN_PRODUCT (422) naming productId; no order, stock unchanged', async () => {
    const p = await createProduct(t.database.db, { sellerId: seller.id, minQuantity: 1, stock: 50 });
    await expect(service.place(seller, input(p.id))).rejects.toMatchObject({
      code: 'OWN_PRODUCT',
      statusCode: 422,
      fields: { productId: expect.any(String) },
    });
    expect(await stockOf(p.id)).toBe(50);
    expect(await ordersOf(p.id)).toHaveLength(0);
  });

  it('is refused through POST /api/addorder too, admins included', async () => {
    const me: Session = await signUpAdmin(t.app, t.database.db);
    const p = await createProduct(t.database.db, { sellerId: me.id, minQuantity: 1, stock: 50 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(me),
      payload: { ...input(p.id), phoneNumber: '01712345678' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'OWN_PRODUCT' });
    expect(res.json().fields).toHaveProperty('productId');
    expect(await stockOf(p.id)).toBe(50);
  });
});

describe('marking a cancelled order paid (item 9)', () => {
  it('answers 409 and changes nothing', async () => {
    const order = await place({ paymentMethod: 'bkash', transactionId: 'BK12345678' });
    await service.cancelAsBuyer(buyer, order._id);
    const before = await statusOf(order._id);
    await expect(service.markPaid(admin, order._id)).rejects.toMatchObject({
      statusCode: 409,
      fields: { orderStatus: 'cancelled' },
    });
    expect(await statusOf(order._id)).toEqual(before);
    expect(before).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'unpaid' });
  });

  it('answers 409 through POST /api/orders/:id/paid', async () => {
    const me = await signUpAdmin(t.app, t.database.db);
    const order = await place({ paymentMethod: 'bkash', transactionId: 'BK12345679' });
    await service.cancelAsBuyer(buyer, order._id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/paid`,
      headers: asCookie(me),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ orderStatus: 'cancelled' });
    expect((await statusOf(order._id)).paymentStatus).toBe('unpaid');
  });
});

describe('moving an order on (item 10)', () => {
  it('lets an admin skip forward: pending → shipped, and processing → delivered', async () => {
    const a = await place();
    expect((await service.move(admin, a._id, 'shipped')).orderStatus).toBe('shipped');
    // The history still lists every step on the path, each recorded by the admin's one move.
    const { history } = await service.details(admin, a._id);
    expect(history.map((h) => h.status)).toEqual(['pending', 'processing', 'shipped']);

    const b = await place();
    await service.move(seller, b._id, 'processing');
    expect((await service.move(admin, b._id, 'delivered')).orderStatus).toBe('delivered');
  });

  it('keeps the seller on the step-by-step path', async () => {
    const order = await place();
    await expect(service.move(seller, order._id, 'shipped')).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
      fields: { orderStatus: 'pending' },
    });
    expect((await statusOf(order._id)).orderStatus).toBe('pending');
    expect((await service.move(seller, order._id, 'processing')).orderStatus).toBe('processing');
  });

  it('never moves backwards or out of delivered/cancelled, for anyone', async () => {
    const shipped = await place();
    await service.move(admin, shipped._id, 'shipped');
    for (const to of ['pending', 'processing', 'shipped'] as const) {
      await expect(service.move(admin, shipped._id, to)).rejects.toMatchObject({ statusCode: 409 });
    }
    const delivered = await place();
    await service.move(admin, delivered._id, 'delivered');
    await expect(service.move(admin, delivered._id, 'shipped')).rejects.toMatchObject({ statusCode: 409 });
    const cancelled = await place();
    await service.cancelAsBuyer(buyer, cancelled._id);
    await expect(service.move(admin, cancelled._id, 'processing')).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
      fields: { orderStatus: 'cancelled' },
    });
    expect((await statusOf(shipped._id)).orderStatus).toBe('shipped');
    expect((await statusOf(delivered._id)).orderStatus).toBe('delivered');
    expect((await statusOf(cancelled._id)).orderStatus).toBe('cancelled');
  });

  it('answers an admin pending → shipped with 200 through POST /api/orders/:id/status', async () => {
    const me = await signUpAdmin(t.app, t.database.db);
    const order = await place();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/status`,
      headers: asCookie(me),
      payload: { status: 'shipped', from: 'pending' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.orderStatus).toBe('shipped');
  });

  it('does not cancel through the status route (cancel and decline have their own rules)', async () => {
    const me = await signUpAdmin(t.app, t.database.db);
    const order = await place();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/status`,
      headers: asCookie(me),
      payload: { status: 'cancelled', from: 'pending' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('status');
    expect((await statusOf(order._id)).orderStatus).toBe('pending');
  });
});

describe('a seller who signed up through the app', () => {
  it('cannot order their own listing even by bearer token', async () => {
    const me = await signUp(t.app);
    const p = await createProduct(t.database.db, { sellerId: me.id, minQuantity: 1, stock: 5 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { ...input(p.id, 1), phoneNumber: '01712345678' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OWN_PRODUCT');
    expect(await stockOf(p.id)).toBe(5);
  });
});
