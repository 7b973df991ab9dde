import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, ORIGIN, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { notifications, sellerFinance } from '../../db/schema.js';
import { renderNotification } from '../notifications/notification-texts.js';

// GET/PUT /api/me/payout-method (issue 29 items 4 and 8): where a seller's payouts go and their BIN, behind the
// password, a change e-mailed and holding payouts for PAYOUT_METHOD_HOLD_HOURS.
describe('the payout method', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10', PAYOUT_METHOD_HOLD_HOURS: '48' });
  });
  afterAll(() => t?.close());

  const get = (s: Session | null) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me/payout-method',
      headers: s ? asCookie(s) : { origin: ORIGIN },
    });
  const put = (s: Session | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/payout-method',
      headers: s ? asCookie(s) : { origin: ORIGIN },
      payload,
    });
  const bkash = (s: Session, extra: Record<string, unknown> = {}) => ({
    method: 'bkash',
    walletNumber: '01711223344',
    currentPassword: s.password,
    ...extra,
  });
  const bank = (s: Session, extra: Record<string, unknown> = {}) => ({
    method: 'bank',
    bankName: 'BRAC Bank',
    routingNumber: '060261726',
    accountName: 'Karim Traders',
    accountNumber: '1501203456789',
    currentPassword: s.password,
    ...extra,
  });
  const notices = async (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'payout_method_changed')));
  const stored = async (userId: string) =>
    (await t.database.db.select().from(sellerFinance).where(eq(sellerFinance.userId, userId)))[0];

  it('needs a session; a seller without one has nothing set', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect(
      (await put(null, { method: 'bkash', walletNumber: '01711223344', currentPassword: 'x' })).statusCode,
    ).toBe(401);
    const seller = await signUp(t.app);
    const res = await get(seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().payoutMethod).toEqual({
      method: null,
      walletNumber: null,
      bankName: null,
      routingNumber: null,
      accountName: null,
      accountNumber: null,
      bin: null,
      payoutsHeldUntil: null,
    });
  });

  it('a wrong password is a 400 naming currentPassword, and nothing changes', async () => {
    const seller = await signUp(t.app);
    const res = await put(seller, bkash(seller, { currentPassword: 'not my password at all' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: 'The current password is not correct' });
    expect(await stored(seller.id)).toBeUndefined();
    expect(await notices(seller.id)).toHaveLength(0);
  });

  it('sets a bKash wallet (Bengali digits too): shown masked, payouts held 48 hours, the seller e-mailed', async () => {
    const seller = await signUp(t.app);
    const before = Date.now();
    const res = await put(seller, bkash(seller, { walletNumber: '০১৭১১২২৩৩৪৪', bin: '1234567890123' }));
    expect(res.statusCode).toBe(200);
    const view = res.json().payoutMethod;
    expect(view).toMatchObject({ method: 'bkash', walletNumber: '*******3344', bin: '1234567890123' });
    const held = Date.parse(view.payoutsHeldUntil) - before;
    expect(held).toBeGreaterThanOrEqual(48 * 3_600_000 - 1_000);
    expect(held).toBeLessThan(48 * 3_600_000 + 60_000);
    expect((await stored(seller.id))!.walletNumber).toBe('01711223344');
    const [notice] = await notices(seller.id);
    expect(notice!.data).toMatchObject({ method: 'bkash', ending: '*******3344', holdHours: 48 });
    expect(notice!.emailStatus).toBe('pending');
    const told = renderNotification('payout_method_changed', notice!.data, 'en', 'https://shop.example');
    expect(told).toMatchObject({ subject: 'Your payout method was changed', path: '/user/profile' });
    expect(told!.text).toContain(
      'Your payouts now go to: bKash *******3344. For your safety no payout is sent for 48 hours.',
    );
    expect((await get(seller)).json().payoutMethod.walletNumber).toBe('*******3344');
  });

  it('sets a bank account: only the bank fields are kept, the account number masked', async () => {
    const seller = await signUp(t.app);
    const res = await put(seller, bank(seller, { walletNumber: '01711223344' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().payoutMethod).toMatchObject({
      method: 'bank',
      walletNumber: null,
      bankName: 'BRAC Bank',
      routingNumber: '060261726',
      accountName: 'Karim Traders',
      accountNumber: '*********6789',
    });
    expect((await stored(seller.id))!.accountNumber).toBe('1501203456789');
  });

  it('refuses bad fields, naming each, and changes nothing', async () => {
    const seller = await signUp(t.app);
    const cases: [Record<string, unknown>, string[]][] = [
      [
        bank(seller, { bankName: undefined, routingNumber: '12345678', accountName: '', accountNumber: 'x' }),
        ['bankName', 'routingNumber', 'accountName', 'accountNumber'],
      ],
      [bank(seller, { bankName: 'Bank of Nowhere' }), ['bankName']],
      [bkash(seller, { walletNumber: '01211223344' }), ['walletNumber']],
      [bkash(seller, { walletNumber: undefined }), ['walletNumber']],
      [bkash(seller, { bin: '12345' }), ['bin']],
      [bkash(seller, { method: 'paypal' }), ['method']],
      [bkash(seller, { currentPassword: undefined }), ['currentPassword']],
      [bkash(seller, { extra: 1 }), []],
    ];
    for (const [payload, fields] of cases) {
      const res = await put(seller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      for (const field of fields) expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    expect(await stored(seller.id)).toBeUndefined();
  });

  it('the same method again (a BIN change) neither holds payouts again nor e-mails; a new one does', async () => {
    const seller = await signUp(t.app);
    await put(seller, bkash(seller));
    await t.database.db
      .update(sellerFinance)
      .set({ payoutsHeldUntil: null })
      .where(eq(sellerFinance.userId, seller.id));
    const again = await put(seller, bkash(seller, { bin: '9876543210987' }));
    expect(again.json().payoutMethod).toMatchObject({ bin: '9876543210987', payoutsHeldUntil: null });
    expect(await notices(seller.id)).toHaveLength(1);
    // bin omitted keeps it; null clears it.
    expect((await put(seller, bkash(seller))).json().payoutMethod.bin).toBe('9876543210987');
    expect((await put(seller, bkash(seller, { bin: null }))).json().payoutMethod.bin).toBeNull();
    const changed = await put(seller, bkash(seller, { method: 'nagad' }));
    expect(changed.json().payoutMethod.payoutsHeldUntil).not.toBeNull();
    expect(await notices(seller.id)).toHaveLength(2);
  });

  it('is rate-limited per account like the password change (guessing the password)', async () => {
    const seller = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await put(seller, bkash(seller, { currentPassword: `guess number ${i}` }))).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
