import type { Order } from '@bulkbazar/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { FAKE_COURIER_PATHS } from '../../config.js';
import { courierRemittances, ledgerEntries, ledgerLines, orders } from '../../db/schema.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';

// Couriers' COD remittances (issue 29 item 6, decision 0026): parcels delivered through the courier stand-ins
// (COURIERS_FAKE) with cash collected at the door; an administrator records what the courier handed over, the
// books move it from the courier's receivable to the bank, and what does not add up is listed. Steadfast's
// payment statements fill a remittance. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

let shop: PaymentsShop;
let admin: Session;
beforeAll(async () => {
  shop = await startPaymentsShop({ COURIERS_FAKE: 'true' });
  admin = await shop.signUpAdmin();
});
afterAll(() => shop.close());

type Courier = 'steadfast' | 'pathao' | 'redx';
const dhanmondi = { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' };

/** A COD order (৳100 × 20) booked with `courier` and delivered, `collected` taka (default: all) taken. */
async function deliveredParcel(courier: Courier, collected?: number) {
  const seller = await shop.signUp('Seller');
  const product = await shop.product({ sellerId: seller.id });
  const buyer = await shop.signUp('Buyer');
  const placed = await shop.checkout(buyer, [{ productId: product.id, quantity: 20 }], 'cod', {
    location: dhanmondi,
  });
  const order = placed.body.orders[0] as Order;
  await shop.call(seller, 'POST', `/api/orders/${order._id}/status`, {
    from: 'pending',
    status: 'processing',
  });
  const booked = await shop.call(seller, 'POST', `/api/orders/${order._id}/shipment`, { courier });
  expect(booked.status, booked.text).toBe(200);
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, order._id));
  await shop.call(admin, 'POST', `${FAKE_COURIER_PATHS[courier]}/_control/status`, {
    consignment_id: row!.consignmentId,
    status: 'delivered',
    ...(collected === undefined ? {} : { collected }),
  });
  const [done] = await shop.db.select().from(orders).where(eq(orders.id, order._id));
  expect(done!.orderStatus).toBe('delivered');
  return { orderId: order._id, collected: done!.codCollectedPoisha! / 100, seller, buyer };
}

const remit = (courier: Courier, body: object) =>
  shop.call(admin, 'POST', `/api/admin/couriers/${courier}/remittances`, body);
const report = async () => (await shop.call(admin, 'GET', '/api/admin/finance/cod')).body;
const outstanding = async (courier: Courier) =>
  (await report()).couriers.find((c: { courier: string }) => c.courier === courier).outstanding as number;
const remittanceCount = async () => (await shop.db.select({ n: count() }).from(courierRemittances))[0]!.n;
const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
let refs = 0;
const reference = () => `SF-${Date.now()}-${++refs}`;

async function entryLines(key: string) {
  const rows = await shop.db
    .select({ account: ledgerLines.account, amount: ledgerLines.amountPoisha })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerEntries.key, key));
  return Object.fromEntries(rows.map((r) => [r.account, r.amount]));
}

describe('recording a remittance', () => {
  it("posts the courier's cash to the bank and its fees, out of its receivable; lists it; the parcels leave the unremitted list", async () => {
    const a = await deliveredParcel('steadfast');
    const b = await deliveredParcel('steadfast');
    const before = await outstanding('steadfast');
    const unremitted = (await report()).couriers.find((c: { courier: string }) => c.courier === 'steadfast')
      .unremitted as { orderId: string }[];
    expect(unremitted.map((p) => p.orderId)).toEqual(expect.arrayContaining([a.orderId, b.orderId]));

    const gross = a.collected + b.collected;
    const res = await remit('steadfast', {
      amount: gross - 120,
      fees: 120,
      receivedOn: today(),
      reference: 'SF-PAY-5521',
      parcels: [
        { orderId: a.orderId, amount: a.collected },
        { orderId: b.orderId, amount: b.collected },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const remittance = res.body.remittance;
    expect(remittance).toMatchObject({
      courier: 'steadfast',
      amount: gross - 120,
      fees: 120,
      reference: 'SF-PAY-5521',
    });
    expect(await entryLines(`remittance:${remittance._id}`)).toEqual({
      bank: (gross - 120) * 100,
      courier_fees: 12_000,
      'cod_receivable:steadfast': -gross * 100,
    });
    // The receivable fell by what was remitted and the fees.
    expect(Math.round((before - (await outstanding('steadfast'))) * 100)).toBe(gross * 100);
    const after = await report();
    const still = after.couriers.find((c: { courier: string }) => c.courier === 'steadfast').unremitted;
    expect(still.map((p: { orderId: string }) => p.orderId)).not.toContain(a.orderId);
    expect(after.mismatches.map((m: { remittanceId: string }) => m.remittanceId)).not.toContain(
      remittance._id,
    );

    const list = await shop.call(admin, 'GET', '/api/admin/couriers/steadfast/remittances');
    expect(list.body.remittances[0]).toMatchObject({
      _id: remittance._id,
      parcels: expect.arrayContaining([
        expect.objectContaining({ orderId: a.orderId, collected: a.collected }),
      ]),
    });
    expect(
      (await shop.call(admin, 'GET', '/api/admin/couriers/pathao/remittances')).body.remittances,
    ).toEqual([]);
  });

  it('refuses what is not the courier’s delivered COD parcel, a parcel twice, a reference twice, a day to come — writing nothing', async () => {
    const sf = await deliveredParcel('steadfast');
    const px = await deliveredParcel('pathao');
    const ok = { amount: sf.collected, fees: 0, receivedOn: today() };
    const n = await remittanceCount();

    const otherCourier = await remit('steadfast', {
      ...ok,
      reference: reference(),
      parcels: [{ orderId: px.orderId, amount: px.collected }],
    });
    expect(otherCourier.status).toBe(400);
    expect(otherCourier.body.fields).toHaveProperty(['parcels.0.orderId']);
    const twiceInOne = await remit('steadfast', {
      ...ok,
      reference: reference(),
      parcels: [
        { orderId: sf.orderId, amount: 1 },
        { orderId: sf.orderId, amount: 1 },
      ],
    });
    expect(twiceInOne.status).toBe(400);
    const future = await remit('steadfast', {
      ...ok,
      receivedOn: '2999-01-01',
      reference: reference(),
      parcels: [{ orderId: sf.orderId, amount: sf.collected }],
    });
    expect(future.body.fields).toHaveProperty('receivedOn');
    const negative = await remit('steadfast', {
      ...ok,
      fees: -1,
      reference: reference(),
      parcels: [{ orderId: sf.orderId, amount: sf.collected }],
    });
    expect(negative.body.fields).toHaveProperty('fees');
    expect(await remittanceCount()).toBe(n);

    const ref = reference();
    expect(
      (
        await remit('steadfast', {
          ...ok,
          reference: ref,
          parcels: [{ orderId: sf.orderId, amount: sf.collected }],
        })
      ).status,
    ).toBe(200);
    const again = await remit('steadfast', {
      ...ok,
      reference: reference(),
      parcels: [{ orderId: sf.orderId, amount: sf.collected }],
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toHaveProperty(['parcels.0.orderId']);
    const sf2 = await deliveredParcel('steadfast');
    const sameRef = await remit('steadfast', {
      ...ok,
      reference: ref,
      parcels: [{ orderId: sf2.orderId, amount: sf2.collected }],
    });
    expect(sameRef.status).toBe(409);
    expect(sameRef.body.fields).toHaveProperty('reference');
    expect(await remittanceCount()).toBe(n + 1);
  });

  it('two remittances of one parcel at once: one is recorded', async () => {
    const p = await deliveredParcel('redx');
    const body = (r: string) => ({
      amount: p.collected,
      receivedOn: today(),
      reference: r,
      parcels: [{ orderId: p.orderId, amount: p.collected }],
    });
    const replies = await Promise.all([remit('redx', body(reference())), remit('redx', body(reference()))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('what does not add up', () => {
  it('lists parcels unremitted past COD_REMITTANCE_DAYS, and remittances whose amounts differ', async () => {
    const old = await deliveredParcel('pathao');
    const fresh = await deliveredParcel('pathao');
    await shop.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, old.orderId));
    const first = await report();
    expect(first.remittanceDays).toBe(7);
    const overdue = first.overdue.map((p: { orderId: string }) => p.orderId);
    expect(overdue).toContain(old.orderId);
    expect(overdue).not.toContain(fresh.orderId);

    // The courier says it remitted ৳50 less for one parcel than it reported collecting.
    const short = await remit('pathao', {
      amount: old.collected - 50,
      receivedOn: today(),
      reference: reference(),
      parcels: [{ orderId: old.orderId, amount: old.collected - 50 }],
    });
    // Amount and fees that do not make the parcels' sum.
    const off = await remit('pathao', {
      amount: fresh.collected - 100,
      fees: 20,
      receivedOn: today(),
      reference: reference(),
      parcels: [{ orderId: fresh.orderId, amount: fresh.collected }],
    });
    const second = await report();
    expect(second.overdue.map((p: { orderId: string }) => p.orderId)).not.toContain(old.orderId);
    const byId = new Map(second.mismatches.map((m: { remittanceId: string }) => [m.remittanceId, m]));
    expect(byId.get(short.body.remittance._id)).toMatchObject({
      parcelsTotal: old.collected - 50,
      collectedTotal: old.collected,
      parcels: [{ orderId: old.orderId, amount: old.collected - 50, collected: old.collected }],
    });
    expect(byId.get(off.body.remittance._id)).toMatchObject({
      amount: fresh.collected - 100,
      fees: 20,
      parcelsTotal: fresh.collected,
      parcels: [],
    });
  });
});

describe("a courier's payment statement", () => {
  it('Steadfast: its payment fills a remittance that adds up; Pathao publishes none', async () => {
    // Earlier parcels of this file are paid first, so the payment under test holds only these two.
    await shop.call(admin, 'POST', `${FAKE_COURIER_PATHS.steadfast}/_control/payment`);
    const a = await deliveredParcel('steadfast', 1500);
    const b = await deliveredParcel('steadfast');
    const paid = await shop.call(admin, 'POST', `${FAKE_COURIER_PATHS.steadfast}/_control/payment`);
    expect(paid.status).toBe(200);
    const list = await shop.call(admin, 'GET', '/api/admin/couriers/steadfast/statements');
    expect(list.status, list.text).toBe(200);
    expect(list.body.statements).toContainEqual(
      expect.objectContaining({ id: String(paid.body.id), amount: 1500 + b.collected - 120 }),
    );
    const draft = await shop.call(admin, 'GET', `/api/admin/couriers/steadfast/statements/${paid.body.id}`);
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({
      courier: 'steadfast',
      amount: 1500 + b.collected - 120,
      fees: 120,
      reference: `payment ${paid.body.id}`,
      unmatched: [],
    });
    expect(draft.body.parcels).toEqual(
      expect.arrayContaining([
        { orderId: a.orderId, amount: 1500 },
        { orderId: b.orderId, amount: b.collected },
      ]),
    );
    const { amount, fees, receivedOn, reference: ref, parcels } = draft.body;
    const recorded = await remit('steadfast', { amount, fees, receivedOn, reference: ref, parcels });
    expect(recorded.status, recorded.text).toBe(200);
    expect((await report()).mismatches.map((m: { remittanceId: string }) => m.remittanceId)).not.toContain(
      recorded.body.remittance._id,
    );
    // The same statement again: its parcels are remitted, so nothing is offered twice.
    const again = await shop.call(admin, 'GET', `/api/admin/couriers/steadfast/statements/${paid.body.id}`);
    expect(again.body.parcels).toEqual([]);
    expect(again.body.unmatched).toHaveLength(2);

    expect((await shop.call(admin, 'GET', '/api/admin/couriers/pathao/statements')).status).toBe(404);
    expect((await report()).couriers.map((c: { statements: boolean }) => c.statements)).toEqual([
      true,
      false,
      false,
    ]);
  });
});
