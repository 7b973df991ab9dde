import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, ORIGIN, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ledgerEntries, notifications, payouts } from '../../db/schema.js';
import { ledgerQueries } from '../ledger/ledger.repo.js';
import { renderNotification } from '../notifications/notification-texts.js';
import { BANK_ACCOUNT, balanceOf, fundSeller, sellerWithMoney } from './payouts-test-kit.js';

// Payout runs (issue 29 item 5, decision 0026): a run pays each seller's whole available balance when it
// reaches the minimum, they have a payout method and no hold; the money leaves their balance in the run's
// transaction; sent and failed settle it once. Both databases.
describe('payout runs', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', WRITE_RATE_LIMIT_MAX: '100000' });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;

  const call = (
    s: Session | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(s ? asCookie(s) : { origin: ORIGIN }), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const run = (body: unknown = {}, key: string = randomUUID()) =>
    call(admin, 'POST', '/api/admin/payout-runs', body, { 'idempotency-key': key });
  const payoutsOf = async (sellerIds: string[]) =>
    db().select().from(payouts).where(inArray(payouts.sellerId, sellerIds));

  it('only an administrator runs payouts, and a bad body is a 400 naming the field', async () => {
    const user = await signUp(t.app);
    expect((await call(null, 'POST', '/api/admin/payout-runs', {})).statusCode).toBe(401);
    expect((await call(user, 'POST', '/api/admin/payout-runs', {})).statusCode).toBe(403);
    expect((await call(user, 'GET', '/api/admin/payout-runs')).statusCode).toBe(403);
    const bad: [unknown, string][] = [
      [{ minimum: -1 }, 'minimum'],
      [{ minimum: 0 }, 'minimum'],
      [{ minimum: 500.125 }, 'minimum'],
      [{ minimum: '500' }, 'minimum'],
      [{ sellerIds: [] }, 'sellerIds'],
      [{ sellerIds: 'everyone' }, 'sellerIds'],
    ];
    const before = (await db().select().from(payouts)).length;
    for (const [body, field] of bad) {
      const res = await run(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
    expect((await run({ everyone: true })).statusCode).toBe(400);
    expect((await db().select().from(payouts)).length).toBe(before);
  });

  it('pays each available balance at or above the minimum, with a method and no hold — and only that', async () => {
    const hour = 3_600_000;
    const a = await sellerWithMoney(t.app, db(), { available: 600_00 });
    const belowMinimum = await sellerWithMoney(t.app, db(), { available: 400_00 });
    const noMethod = await sellerWithMoney(t.app, db(), { available: 900_00, method: null });
    const held = await sellerWithMoney(t.app, db(), {
      available: 900_00,
      heldUntil: new Date(Date.now() + 47 * hour),
    });
    const pendingToo = await sellerWithMoney(t.app, db(), { available: 700_00, pending: 5_000_00 });
    const byBank = await sellerWithMoney(t.app, db(), { available: 1_000_00, method: BANK_ACCOUNT });
    const everyone = [a, belowMinimum, noMethod, held, pendingToo, byBank].map((s) => s.id);

    const res = await run({ sellerIds: everyone });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const paid = Object.fromEntries(
      body.payouts.map((p: { sellerId: string; amount: number }) => [p.sellerId, p.amount]),
    );
    expect(paid).toEqual({ [a.id]: 600, [pendingToo.id]: 700, [byBank.id]: 1000 });
    expect(body.run).toMatchObject({ minimum: 500, count: 3, total: 2300, pending: 3, sent: 0, failed: 0 });
    expect((await balanceOf(db(), a.id)).available).toBe(0);
    expect(await balanceOf(db(), pendingToo.id)).toEqual({ available: 0, pending: 5_000_00 });
    expect((await balanceOf(db(), belowMinimum.id)).available).toBe(400_00);
    expect((await balanceOf(db(), held.id)).available).toBe(900_00);
    // Each payout posted its created entry in the run's transaction: Dr seller_payable, Cr payouts_in_transit.
    const keys = body.payouts.map((p: { id: string }) => `payout:${p.id}:created`);
    expect(await db().select().from(ledgerEntries).where(inArray(ledgerEntries.key, keys))).toHaveLength(3);
    expect(await ledgerQueries(db()).trialBalance()).toBe(0);
    // The screen shows numbers masked.
    const bank = body.payouts.find((p: { sellerId: string }) => p.sellerId === byBank.id);
    expect(bank.destination).toMatchObject({ bankName: 'BRAC Bank', accountNumber: '*********6789' });
  });

  it('a lower minimum pays the smaller balance; the operator can pick sellers', async () => {
    const small = await sellerWithMoney(t.app, db(), { available: 120_50 });
    const other = await sellerWithMoney(t.app, db(), { available: 800_00 });
    const picked = await run({ minimum: 100, sellerIds: [small.id] });
    expect(
      picked.json().payouts.map((p: { sellerId: string; amount: number }) => [p.sellerId, p.amount]),
    ).toEqual([[small.id, 120.5]]);
    expect((await balanceOf(db(), other.id)).available).toBe(800_00);
  });

  it('the same Idempotency-Key answers the first run; another minimum with it is refused', async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 650_00 });
    const key = randomUUID();
    const first = await run({ sellerIds: [seller.id] }, key);
    await fundSeller(db(), seller.id, 900_00);
    const again = await run({ sellerIds: [seller.id] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().run.id).toBe(first.json().run.id);
    expect(again.json().payouts).toEqual(first.json().payouts);
    const other = await run({ minimum: 100, sellerIds: [seller.id] }, key);
    expect(other.statusCode).toBe(422);
    expect((await payoutsOf([seller.id])).length).toBe(1);
    expect((await balanceOf(db(), seller.id)).available).toBe(900_00);
  });

  it('two runs at once and a retry of one: every seller is paid once, exactly their balance', async () => {
    const sellers = await Promise.all(
      [510_00, 620_00, 730_00, 840_00].map((available) => sellerWithMoney(t.app, db(), { available })),
    );
    const ids = sellers.map((s) => s.id);
    const key = randomUUID();
    const answers = await Promise.all([
      run({ sellerIds: ids }, key),
      run({ sellerIds: ids }),
      run({ sellerIds: ids }, key),
      run({ sellerIds: [...ids].reverse() }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const made = await payoutsOf(ids);
    expect(made.map((p) => p.sellerId).sort()).toEqual([...ids].sort());
    expect(made.reduce((a, p) => a + p.amountPoisha, 0)).toBe(510_00 + 620_00 + 730_00 + 840_00);
    for (const id of ids) expect((await balanceOf(db(), id)).available).toBe(0);
    expect(await ledgerQueries(db()).trialBalance()).toBe(0);
  });

  it('sent: out of transit to the bank once, the seller told; a second settle is a 409 naming the status', async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 555_55 });
    const [payout] = (await run({ sellerIds: [seller.id] })).json().payouts;
    const transitBefore = (await ledgerQueries(db()).balances()).get('payouts_in_transit') ?? 0;
    const bankBefore = (await ledgerQueries(db()).balances()).get('bank') ?? 0;

    const sent = await call(admin, 'POST', `/api/admin/payouts/${payout.id}/sent`, {
      reference: ' BEFTN-778812 ',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().payout).toMatchObject({ status: 'sent', reference: 'BEFTN-778812' });
    const balances = await ledgerQueries(db()).balances();
    expect(balances.get('payouts_in_transit')).toBe(transitBefore + 555_55);
    expect(balances.get('bank')).toBe(bankBefore - 555_55);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'payout_sent')));
    expect(notice!.data).toMatchObject({ amount: 555_55, reference: 'BEFTN-778812' });
    // In the bell and the e-mail: the amount, where it went, the reference; it opens the seller's Finance page.
    const told = renderNotification('payout_sent', notice!.data, 'en', 'https://shop.example');
    expect(told).toMatchObject({ subject: 'Payout of ৳555.55 sent', path: '/myproducts/finance' });
    expect(told!.text).toContain('was sent to your bKash. Reference: BEFTN-778812');
    expect(renderNotification('payout_sent', notice!.data, 'bn', '')!.subject).toBe(
      '৳৫৫৫.৫৫ পেআউট পাঠানো হয়েছে',
    );

    for (const [path, body] of [
      ['sent', { reference: 'again' }],
      ['failed', { reason: 'oops' }],
    ] as const) {
      const res = await call(admin, 'POST', `/api/admin/payouts/${payout.id}/${path}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toEqual({ status: 'sent' });
    }
    expect(
      await db()
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.key, `payout:${payout.id}:%`)),
    ).toHaveLength(2);
  });

  it('failed: the money is back in the available balance at once, and the next run pays it again', async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 777_00 });
    const [payout] = (await run({ sellerIds: [seller.id] })).json().payouts;
    expect((await balanceOf(db(), seller.id)).available).toBe(0);
    const failed = await call(admin, 'POST', `/api/admin/payouts/${payout.id}/failed`, {
      reason: 'Wallet is not registered',
    });
    expect(failed.json().payout).toMatchObject({
      status: 'failed',
      failureReason: 'Wallet is not registered',
    });
    expect((await balanceOf(db(), seller.id)).available).toBe(777_00);
    const again = await call(admin, 'POST', `/api/admin/payouts/${payout.id}/sent`, { reference: 'X1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ status: 'failed' });
    const next = (await run({ sellerIds: [seller.id] })).json();
    expect(next.payouts.map((p: { amount: number }) => p.amount)).toEqual([777]);
    expect(await ledgerQueries(db()).trialBalance()).toBe(0);
  });

  it('settling checks its input and its payout: 400 naming the field, 404 for none', async () => {
    const user = await signUp(t.app);
    const someone = randomUUID();
    expect(
      (await call(user, 'POST', `/api/admin/payouts/${someone}/sent`, { reference: 'R' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', `/api/admin/payouts/${someone}/sent`, { reference: 'R' })).statusCode,
    ).toBe(404);
    const notUuid = await call(admin, 'POST', '/api/admin/payouts/12/sent', { reference: 'R' });
    expect(notUuid.statusCode).toBe(400);
    expect(Object.keys(notUuid.json().fields)).toContain('id');
    const empty = await call(admin, 'POST', `/api/admin/payouts/${someone}/sent`, { reference: '  ' });
    expect(Object.keys(empty.json().fields)).toEqual(['reference']);
    const long = await call(admin, 'POST', `/api/admin/payouts/${someone}/failed`, {
      reason: 'x'.repeat(501),
    });
    expect(Object.keys(long.json().fields)).toEqual(['reason']);
  });

  it('lists runs newest first with their counts, and shows one with its payouts', async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 999_00, name: 'Listed Seller' });
    const made = (await run({ sellerIds: [seller.id] })).json();
    const list = await call(admin, 'GET', '/api/admin/payout-runs?limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, limit: 1 });
    expect(list.json().runs[0]).toMatchObject({
      id: made.run.id,
      count: 1,
      total: 999,
      pending: 1,
      createdBy: 'Admin',
    });
    expect(list.json().total).toBeGreaterThan(1);
    const one = await call(admin, 'GET', `/api/admin/payout-runs/${made.run.id}`);
    expect(one.json().payouts[0]).toMatchObject({
      sellerName: 'Listed Seller',
      sellerEmail: seller.email,
      amount: 999,
      method: 'bkash',
      destination: { walletNumber: '*******3344' },
      status: 'pending',
    });
    // No payout API here (no PAYOUTS_FAKE, no BKASH_PAYOUT_BASE_URL): every payout goes by file.
    expect(one.json().rails).toEqual([]);
    expect((await call(admin, 'GET', `/api/admin/payout-runs/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('the eligible list names who a run would pay and why it would skip the others', async () => {
    const payable = await sellerWithMoney(t.app, db(), { available: 5_000_00 });
    const noMethod = await sellerWithMoney(t.app, db(), { available: 5_000_00, method: null });
    const res = await call(admin, 'GET', '/api/admin/payouts/eligible?minimum=4999.99');
    expect(res.statusCode).toBe(200);
    const sellers = res.json().sellers as { sellerId: string; skip: string | null; available: number }[];
    expect(sellers.find((s) => s.sellerId === payable.id)).toMatchObject({ skip: null, available: 5000 });
    expect(sellers.find((s) => s.sellerId === noMethod.id)).toMatchObject({ skip: 'no_method' });
    expect((await call(admin, 'GET', '/api/admin/payouts/eligible?minimum=abc')).statusCode).toBe(400);
  });
});
