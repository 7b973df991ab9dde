import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderEvents, orders, products } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// Company checkout (issue 31 items 2 and 3, decision 0041): PO numbers, buying for a company, the order limit's
// approval (202, stock held), approve / reject / expiry deciding once, and who may decide. Runs on PGlite, and
// on PostgreSQL (a real pool: the two approvers really race) when TEST_DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: asCookie(who), ...(payload ? { payload } : {}) });

const address = { shippingAddress: 'House 1, Road 2, Mirpur, Dhaka', phoneNumber: '01712345678' };

/** A company with an owner, a buyer limited to 1,000 taka, two approvers and a finance member. */
async function company() {
  const [owner, buyer, approver, approver2, finance] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => signUp(t.app)),
  );
  const created = await call(owner!, 'POST', '/companies', {
    name: 'Karnaphuli Traders',
    tradeLicence: 'TRAD/CCC/2024/118',
    bin: '0012345678901',
    tin: '123456789012',
    location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
    address: '12 Khatunganj Road',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().company.id as string;
  for (const [who, role] of [
    [buyer, 'buyer'],
    [approver, 'approver'],
    [approver2, 'approver'],
    [finance, 'finance'],
  ] as const) {
    const invited = await call(owner!, 'POST', `/companies/${id}/invitations`, { email: who!.email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    const [note] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, who!.id), eq(notifications.kind, 'company_invitation')));
    const accepted = await call(who!, 'POST', '/company-invitations/accept', {
      token: String(note!.data.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  const limited = await call(owner!, 'PUT', `/companies/${id}/members/${buyer!.id}`, {
    role: 'buyer',
    orderLimit: 100_000,
  });
  expect(limited.statusCode, limited.body).toBe(200);
  return { id, owner: owner!, buyer: buyer!, approver: approver!, approver2: approver2!, finance: finance! };
}

const STOCK = 500;
/** A product at 50 taka a unit, ordered 10 at least: 10 units (500 taka) are under the limit, 30 over it. */
const product = () => createProduct(t.database.db, { price: 50, minQuantity: 10, stock: STOCK });

const stockOf = async (id: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

const buy = (who: Session, productId: string, quantity: number, extra: object = {}) =>
  call(who, 'POST', '/checkout', { ...address, items: [{ productId, quantity }], ...extra });

const ordersOf = (checkoutId: string) =>
  t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));

/** A checkout of 30 units (1,500 taka) by the limited buyer: over the limit, waiting. */
async function waiting(c: Awaited<ReturnType<typeof company>>) {
  const p = await product();
  const res = await buy(c.buyer, p.id, 30, { companyId: c.id, poNumber: 'PO-2026/118' });
  expect(res.statusCode, res.body).toBe(202);
  expect(await stockOf(p.id)).toBe(STOCK - 30);
  return { product: p, checkoutId: res.json().checkoutId as string, res };
}

describe('PO numbers and buying for a company', () => {
  it('refuses a bad PO number or company id with 400 naming the field; keeps a good one trimmed', async () => {
    const c = await company();
    const p = await product();
    for (const [extra, field] of [
      [{ poNumber: 'PO<script>' }, 'poNumber'],
      [{ poNumber: 'x'.repeat(36) }, 'poNumber'],
      [{ poNumber: '   ' }, 'poNumber'],
      [{ companyId: 'not-a-company' }, 'companyId'],
    ] as const) {
      const res = await buy(c.buyer, p.id, 10, { companyId: c.id, ...extra });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
    expect(await stockOf(p.id)).toBe(STOCK);
    const ok = await buy(c.buyer, p.id, 10, { companyId: c.id, poNumber: '  PO #12/A.3 ক্রয়  ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'placed' });
    expect(ok.json().orders[0]).toMatchObject({
      orderStatus: 'pending',
      companyId: c.id,
      poNumber: 'PO #12/A.3 ক্রয়',
    });
  });

  it('requires a PO number when the company says so (owner only sets it)', async () => {
    const c = await company();
    const p = await product();
    expect((await call(c.buyer, 'PUT', `/companies/${c.id}/settings`, { poRequired: true })).statusCode).toBe(
      403,
    );
    const set = await call(c.owner, 'PUT', `/companies/${c.id}/settings`, { poRequired: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().company.poRequired).toBe(true);
    const missing = await buy(c.buyer, p.id, 10, { companyId: c.id });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().fields).toHaveProperty(['poNumber']);
    // Buying for oneself is not the company's business.
    expect((await buy(c.buyer, p.id, 10)).statusCode).toBe(200);
    expect((await buy(c.buyer, p.id, 10, { companyId: c.id, poNumber: 'PO-1' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(STOCK - 20);
  });

  it("refuses another company's id (404) and members who do not buy (403), naming companyId", async () => {
    const a = await company();
    const b = await company();
    const p = await product();
    const stranger = await buy(a.buyer, p.id, 10, { companyId: b.id });
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(stranger.json().fields).toHaveProperty(['companyId']);
    for (const who of [a.finance, a.approver]) {
      const res = await buy(who, p.id, 10, { companyId: a.id });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().fields).toHaveProperty(['companyId']);
    }
    expect(await stockOf(p.id)).toBe(STOCK);
  });

  it('the admin search finds an order by its PO number', async () => {
    const c = await company();
    const p = await product();
    const po = `PO-${Date.now()}`;
    const placed = await buy(c.buyer, p.id, 10, { companyId: c.id, poNumber: po });
    expect(placed.statusCode, placed.body).toBe(200);
    const admin = await signUpAdmin(t.app, t.database.db);
    const found = await call(admin, 'GET', `/admin/orders?q=${encodeURIComponent(po)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().orders.map((o: { _id: string }) => o._id)).toEqual([placed.json().orders[0]._id]);
  });
});

describe('the order limit and approvals', () => {
  it('under the limit places as always; the owner has no limit', async () => {
    const c = await company();
    const p = await product();
    expect((await buy(c.buyer, p.id, 20, { companyId: c.id })).statusCode).toBe(200);
    const owner = await buy(c.owner, p.id, 100, { companyId: c.id });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().orders[0].orderStatus).toBe('pending');
  });

  it('over the limit answers 202: orders awaiting approval, stock held, approvers told; approve → pending, once', async () => {
    const c = await company();
    const { product: p, checkoutId, res } = await waiting(c);
    expect(res.json()).toMatchObject({ status: 'awaiting_approval', checkoutId });
    const [order] = res.json().orders;
    expect(order).toMatchObject({ orderStatus: 'awaiting_approval', poNumber: 'PO-2026/118' });
    const holdHours = (new Date(order.holdExpiresAt).getTime() - Date.now()) / 3_600_000;
    expect(holdHours).toBeGreaterThan(47.9);
    expect(holdHours).toBeLessThanOrEqual(48);
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'approval_requested'));
    for (const who of [c.owner, c.approver, c.approver2]) expect(told.map((n) => n.userId)).toContain(who.id);
    expect(told.map((n) => n.userId)).not.toContain(c.finance.id);
    // The seller hears nothing until it is approved.
    const sellerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.sellerId), eq(notifications.kind, 'order_placed')));
    expect(sellerNotes).toEqual([]);

    const inbox = await call(c.approver, 'GET', '/approvals');
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().approvals).toEqual([
      expect.objectContaining({
        checkoutId,
        companyId: c.id,
        total: 1500,
        orderLimit: 1000,
        poNumber: 'PO-2026/118',
      }),
    ]);
    expect((await call(c.finance, 'GET', '/approvals')).json().approvals).toEqual([]);

    const approved = await call(c.approver, 'POST', `/approvals/${checkoutId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ decision: 'approved', orders: [{ orderStatus: 'pending' }] });
    expect(approved.json().orders[0].holdExpiresAt).toBeNull();
    expect((await call(c.approver2, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(409);
    expect(
      (await call(c.approver2, 'POST', `/approvals/${checkoutId}/reject`, { reason: 'too late' })).statusCode,
    ).toBe(409);
    expect(await stockOf(p.id)).toBe(STOCK - 30);
    const [buyerNote] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, c.buyer.id), eq(notifications.kind, 'approval_decided')));
    expect(buyerNote!.data).toMatchObject({ decision: 'approved' });
    expect((await call(c.approver, 'GET', '/approvals')).json().approvals).toEqual([]);
  });

  it('reject cancels the orders and returns the stock exactly once; the buyer hears the reason', async () => {
    const c = await company();
    const { product: p, checkoutId } = await waiting(c);
    const short = await call(c.owner, 'POST', `/approvals/${checkoutId}/reject`, { reason: 'no' });
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().fields).toHaveProperty(['reason']);
    const rejected = await call(c.owner, 'POST', `/approvals/${checkoutId}/reject`, {
      reason: 'We have enough rice this month',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().orders[0]).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: 'We have enough rice this month',
    });
    expect(await stockOf(p.id)).toBe(STOCK);
    expect(
      (await call(c.approver, 'POST', `/approvals/${checkoutId}/reject`, { reason: 'again, no' })).statusCode,
    ).toBe(409);
    expect((await call(c.approver, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(STOCK);
    const [note] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, c.buyer.id), eq(notifications.kind, 'approval_decided')));
    expect(note!.data).toMatchObject({ decision: 'rejected', reason: 'We have enough rice this month' });
  });

  it('two approvers at once: one 200, one 409, and the orders moved once', async () => {
    const c = await company();
    const { checkoutId } = await waiting(c);
    const [one, two] = await Promise.all([
      call(c.approver, 'POST', `/approvals/${checkoutId}/approve`),
      call(c.approver2, 'POST', `/approvals/${checkoutId}/reject`, { reason: 'not this supplier' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const [order] = await ordersOf(checkoutId);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((e) => e.status)).toHaveLength(2);
  });

  it('two approvers approving at once: one 200, one 409', async () => {
    const c = await company();
    const { product: p, checkoutId } = await waiting(c);
    const answers = await Promise.all([
      call(c.approver, 'POST', `/approvals/${checkoutId}/approve`),
      call(c.approver2, 'POST', `/approvals/${checkoutId}/approve`),
      call(c.owner, 'POST', `/approvals/${checkoutId}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(p.id)).toBe(STOCK - 30);
  });

  it('expiry cancels a checkout nobody decided and returns its stock once', async () => {
    const c = await company();
    const { product: p, checkoutId } = await waiting(c);
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.checkoutId, checkoutId));
    // Every read sweeps: the approvals inbox, and the buyer's orders.
    expect((await call(c.approver, 'GET', '/approvals')).json().approvals).toEqual([]);
    expect((await call(c.buyer, 'GET', '/myorder')).statusCode).toBe(200);
    expect((await call(c.approver2, 'GET', '/approvals')).statusCode).toBe(200);
    const rows = await ordersOf(checkoutId);
    expect(rows.map((o) => [o.orderStatus, o.cancelReason])).toEqual([
      ['cancelled', 'approval not given in time'],
    ]);
    expect(await stockOf(p.id)).toBe(STOCK);
    expect((await call(c.approver, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(STOCK);
  });

  it('the buyer cancels their order while it waits: stock back once, the approvers then get 409, the seller hears nothing', async () => {
    const c = await company();
    const { product: p, checkoutId } = await waiting(c);
    const [order] = await ordersOf(checkoutId);
    // Someone else's order is not theirs to cancel; the approver is not its buyer either.
    expect((await call(c.approver, 'POST', `/orders/${order!.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await call(c.buyer, 'POST', `/orders/${order!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ orderStatus: 'cancelled' });
    expect(await stockOf(p.id)).toBe(STOCK);
    expect((await call(c.buyer, 'POST', `/orders/${order!.id}/cancel`)).statusCode).toBe(409);
    expect((await call(c.approver, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(409);
    expect(
      (await call(c.owner, 'POST', `/approvals/${checkoutId}/reject`, { reason: 'too late now' })).statusCode,
    ).toBe(409);
    expect((await call(c.approver, 'GET', '/approvals')).json().approvals).toEqual([]);
    expect(await stockOf(p.id)).toBe(STOCK);
    const sellerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.sellerId), eq(notifications.kind, 'order_status')));
    expect(sellerNotes).toEqual([]);
  });

  it('a cancel and an approval at once: the order ends cancelled, its stock returned exactly once', async () => {
    const c = await company();
    const { product: p, checkoutId } = await waiting(c);
    const [order] = await ordersOf(checkoutId);
    const [cancel, approve] = await Promise.all([
      call(c.buyer, 'POST', `/orders/${order!.id}/cancel`),
      call(c.approver, 'POST', `/approvals/${checkoutId}/approve`),
    ]);
    // Approved first, the cancel then cancels a pending order, as any buyer may; cancelled first, approve is 409.
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect([200, 409]).toContain(approve.statusCode);
    expect((await ordersOf(checkoutId)).map((o) => o.orderStatus)).toEqual(['cancelled']);
    expect(await stockOf(p.id)).toBe(STOCK);
  });

  it('a buyer cannot approve (403); a member of another company neither sees nor decides it (404)', async () => {
    const a = await company();
    const b = await company();
    const { checkoutId } = await waiting(a);
    expect((await call(a.buyer, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(403);
    expect((await call(a.finance, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(403);
    for (const who of [b.owner, b.approver]) {
      expect((await call(who, 'GET', '/approvals')).json().approvals).toEqual([]);
      expect((await call(who, 'POST', `/approvals/${checkoutId}/approve`)).statusCode).toBe(404);
      expect(
        (await call(who, 'POST', `/approvals/${checkoutId}/reject`, { reason: 'not mine' })).statusCode,
      ).toBe(404);
    }
    expect((await call(a.owner, 'POST', '/approvals/not-a-uuid/approve')).statusCode).toBe(404);
    const rows = await t.database.db
      .select({ status: orders.orderStatus })
      .from(orders)
      .where(inArray(orders.checkoutId, [checkoutId]));
    expect(rows.map((r) => r.status)).toEqual(['awaiting_approval']);
  });
});
