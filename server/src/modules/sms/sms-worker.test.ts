import type { NotificationData, NotificationKind } from '@bulkbazar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications } from '../../db/notification-outbox.js';
import { smsMessages, users } from '../../db/schema.js';
import { addSignInCodeSms } from '../../db/sms-outbox.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ORIGIN, signUp } from '../../../test/auth-helpers.js';
import { createFakeSmsGateway } from './gateways/fake-sms.js';
import { SmsGatewayError, type SmsGateway } from './gateways/sms-gateway.js';
import { createSmsRepo } from './sms.repo.js';
import { createSmsWorker, SMS_LEASE_MS } from './sms-worker.js';

let t: TestApp;
// The workers' clock starts a minute ahead of the database's (rows are due from their insert's now()) and only
// moves when a test moves it. The app itself has no SMS gateway here, so only these workers send.
let clock = new Date(Date.now() + 60_000);
const log = { warn: () => {}, error: () => {} };
let stand: ReturnType<typeof createFakeSmsGateway>;
let calls = 0;
/** The stand-in, failing (answered: nothing sent) while `failures` lasts; counts every call. */
let failures = 0;
const flaky: SmsGateway = {
  name: 'flaky',
  dropsRepeats: true,
  send: async (sms) => {
    calls++;
    if (failures > 0) {
      failures--;
      throw new SmsGatewayError('gateway busy', true);
    }
    return stand.send(sms);
  },
};
const worker = (gateway: SmsGateway = flaky) =>
  createSmsWorker({ repo: createSmsRepo(t.database.db), gateway, costPoisha: 40, log, now: () => clock });
const drain = async (w = worker()) => {
  while ((await w.runOnce()) > 0);
};
const received = async (phone: string) => (await stand.received()).filter((m) => m.to === phone);
const smsOf = (userId: string) =>
  t.database.db.select().from(smsMessages).where(eq(smsMessages.userId, userId));

let nextNumber = 20_000_000;
/** A signed-up person with a verified phone. */
async function withPhone(name: string) {
  const s = await signUp(t.app, { name });
  const phone = `+88018${String(nextNumber++).padStart(8, '0')}`;
  await t.database.db
    .update(users)
    .set({ phoneNumber: phone, phoneNumberVerified: true })
    .where(eq(users.id, s.id));
  return { ...s, phone };
}

const EVENTS: { kind: NotificationKind; data: NotificationData }[] = [
  { kind: 'order_placed', data: { orderId: 'a1b2c3d4-0001', total: 12_500_00 } },
  { kind: 'order_status', data: { orderId: 'a1b2c3d4-0001', status: 'shipped' } },
  { kind: 'order_status', data: { orderId: 'a1b2c3d4-0001', status: 'delivered' } },
  { kind: 'payment_confirmed', data: { amount: 12_500_00 } },
  { kind: 'new_quote', data: { sellerName: 'Karim Traders', unitPrice: 250_00, rfqId: 'r1' } },
];

beforeAll(async () => {
  t = await buildTestApp();
  stand = createFakeSmsGateway(`${t.dataDir}/sms-test`);
});
afterAll(() => t.close());

describe('SMS from the notification outbox', () => {
  it('queues one SMS per SMS-worthy notification, in its transaction, to a verified phone only', async () => {
    const buyer = await withPhone('Phone Buyer');
    const noPhone = await signUp(t.app, { name: 'No Phone' });
    await addNotifications(t.database.db, [
      ...EVENTS.map((e) => ({ userId: buyer.id, ...e })),
      { userId: buyer.id, kind: 'order_status', data: { orderId: 'a1b2c3d4-0001', status: 'processing' } },
      { userId: buyer.id, kind: 'password_reset', data: { url: 'http://x' } },
      ...EVENTS.map((e) => ({ userId: noPhone.id, ...e })),
    ]);
    expect((await smsOf(buyer.id)).map((r) => r.kind).sort()).toEqual(
      ['order_delivered', 'order_placed', 'order_shipped', 'payment_received', 'quote_received'].sort(),
    );
    expect(await smsOf(noPhone.id)).toHaveLength(0);

    // An event rolled back takes its SMS with it.
    await t.database.db
      .transaction(async (tx) => {
        await addNotifications(tx, [{ userId: buyer.id, ...EVENTS[0]! }]);
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await smsOf(buyer.id)).toHaveLength(5);
    await drain();
  });

  it('the gateway refusing twice: each event still reaches the phone exactly once, with its cost', async () => {
    const buyer = await withPhone('Retry Buyer');
    await addNotifications(
      t.database.db,
      EVENTS.map((e) => ({ userId: buyer.id, ...e })),
    );
    failures = 2;
    const w = worker();
    for (let pass = 0; pass < 5; pass++) {
      await drain(w);
      clock = new Date(clock.getTime() + 30_000);
    }
    const rows = await smsOf(buyer.id);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 1, 1, 2, 2]);
    expect(rows.every((r) => r.costPoisha === r.segments! * 40 && r.segments === 1)).toBe(true);
    const got = await received(buyer.phone);
    expect(got).toHaveLength(5);
    expect(new Set(got.map((m) => m.id)).size).toBe(5);
    expect(got.map((m) => m.text)).toContain('BulkBazar: your order #A1B2C3D4 has shipped.');
  });

  it('a worker that died after the gateway took the message: sent again after the lease, received once', async () => {
    const buyer = await withPhone('Crash Buyer');
    await addNotifications(t.database.db, [{ userId: buyer.id, ...EVENTS[3]! }]);
    // The dead worker: claimed, marked the send, the gateway took it — then nothing.
    const repo = createSmsRepo(t.database.db);
    const [claimed] = await repo.claimDue(clock, 100, SMS_LEASE_MS);
    await repo.markSending(claimed!.id, clock);
    await stand.send({
      to: buyer.phone,
      text: 'first copy',
      reference: claimed!.id,
      kind: 'payment_received',
    });

    const before = calls;
    expect(await worker().runOnce()).toBe(0); // still leased
    clock = new Date(clock.getTime() + SMS_LEASE_MS + 1);
    await drain();
    expect(calls - before).toBe(1);
    expect(await received(buyer.phone)).toHaveLength(1);
    expect((await smsOf(buyer.id))[0]).toMatchObject({ status: 'sent' });
  });

  it('with a gateway that cannot drop repeats, such a message is given up rather than sent twice', async () => {
    const buyer = await withPhone('Careful Buyer');
    await addNotifications(t.database.db, [{ userId: buyer.id, ...EVENTS[1]! }]);
    const repo = createSmsRepo(t.database.db);
    const [claimed] = await repo.claimDue(clock, 100, SMS_LEASE_MS);
    await repo.markSending(claimed!.id, clock);
    clock = new Date(clock.getTime() + SMS_LEASE_MS + 1);
    let sent = 0;
    await drain(
      worker({
        name: 'bulksmsbd-like',
        dropsRepeats: false,
        send: async () => ({ gatewayId: String(++sent) }),
      }),
    );
    expect(sent).toBe(0);
    expect((await smsOf(buyer.id))[0]).toMatchObject({ status: 'failed' });
  });

  it('two workers on one database send each message once', async () => {
    const people = await Promise.all([1, 2, 3].map((i) => withPhone(`Busy Buyer ${i}`)));
    for (const p of people)
      await addNotifications(
        t.database.db,
        EVENTS.map((e) => ({ userId: p.id, ...e })),
      );
    const before = calls;
    await Promise.all([drain(worker()), drain(worker())]);
    expect(calls - before).toBe(15);
    for (const p of people) expect(await received(p.phone)).toHaveLength(5);
  });

  it('a kind turned off on the profile is not queued; the others are', async () => {
    const buyer = await withPhone('Quiet Buyer');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/sms-settings',
      headers: { cookie: buyer.cookie, origin: ORIGIN },
      payload: { smsOff: ['order_shipped', 'quote_received'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/me/sms-settings',
      headers: { cookie: buyer.cookie },
    });
    expect(got.json()).toEqual({ smsOff: ['order_shipped', 'quote_received'] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/sms-settings',
      headers: { cookie: buyer.cookie, origin: ORIGIN },
      payload: { smsOff: ['sign_in_code'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^smsOff/);
    await addNotifications(
      t.database.db,
      EVENTS.map((e) => ({ userId: buyer.id, ...e })),
    );
    expect((await smsOf(buyer.id)).map((r) => r.kind).sort()).toEqual(
      ['order_delivered', 'order_placed', 'payment_received'].sort(),
    );
    await drain();
  });

  it('a sign-in code not sent within its 5 minutes is dropped, not sent late', async () => {
    const phone = '+8801911111111';
    await addSignInCodeSms(t.database.db, phone, '123456');
    await t.database.db
      .update(smsMessages)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(smsMessages.phoneNumber, phone));
    await drain();
    expect(await received(phone)).toHaveLength(0);
    const [row] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone));
    expect(row).toMatchObject({ status: 'skipped', data: {} });
  });
});
