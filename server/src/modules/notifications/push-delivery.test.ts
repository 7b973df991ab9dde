import type { NotificationData, NotificationKind } from '@bulkbazar/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications } from '../../db/notification-outbox.js';
import { appMeta, pushMessages, pushSubscriptions } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ORIGIN, signUp, type Session } from '../../../test/auth-helpers.js';
import { createPushRepo } from './push.repo.js';
import { startPushService, verifyVapid } from './push-test-kit.js';
import { createPushTransport } from './push-transport.js';
import { createPushWorker, PUSH_LEASE_MS } from './push-worker.js';

// Pushes delivered to a push service on 127.0.0.1 (PUSH_ALLOW_INSECURE_ENDPOINTS, as only tests set it): each
// one opened with the browser's own private key and its VAPID signature checked, as a browser and a push
// service would. The app's own worker is idle (NOTIFY_POLL_MS 10 min): these workers send, on their own clock.

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: { subject: string; publicKey: string; privateKey: string };
let clock = new Date(Date.now() + 60_000);
const log = { warn: () => {}, error: () => {} };
const worker = () =>
  createPushWorker({
    repo: createPushRepo(t.database.db),
    transport: createPushTransport(true),
    vapid,
    log,
    now: () => clock,
  });
const drain = async (w = worker()) => {
  while ((await w.runOnce()) > 0);
};

const EVENTS: { kind: NotificationKind; data: NotificationData }[] = [
  { kind: 'order_placed', data: { orderId: 'a1b2c3d4-0001', total: 12_500_00 } },
  { kind: 'order_status', data: { orderId: 'a1b2c3d4-0001', status: 'shipped' } },
  { kind: 'order_status', data: { orderId: 'a1b2c3d4-0001', status: 'delivered' } },
  { kind: 'payment_confirmed', data: { amount: 12_500_00 } },
  { kind: 'new_quote', data: { sellerName: 'Karim Traders', unitPrice: 250_00, rfqId: 'r1', quantity: 100 } },
];

async function subscribe(person: Session, browser: ReturnType<typeof service.browser>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers: { cookie: person.cookie, origin: ORIGIN },
    payload: browser.subscription,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const notify = (userId: string, events = EVENTS) =>
  addNotifications(
    t.database.db,
    events.map((e) => ({ userId, ...e })),
  );

beforeAll(async () => {
  t = await buildTestApp({
    PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
    MAIL_FROM: 'BulkBazar <ops@bulkbazar.example>',
  });
  service = await startPushService();
  const key = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
  const [row] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'vapid-keys'));
  const kept = row!.value as { publicKey: string; privateKey: string };
  expect(kept.publicKey).toBe(key.json().publicKey);
  vapid = { subject: 'mailto:ops@bulkbazar.example', ...kept };
});
afterAll(async () => {
  await service?.close();
  await t?.close();
});

describe('web push from the notification outbox', () => {
  it('delivers each event to each browser, sealed for its keys and signed with the shop’s VAPID key', async () => {
    const buyer = await signUp(t.app, { name: 'Push Buyer' });
    const phone = service.browser();
    const laptop = service.browser();
    await subscribe(buyer, phone);
    await subscribe(buyer, laptop);
    await notify(buyer.id, [
      ...EVENTS,
      // Not push news: a status on the way, a password reset.
      { kind: 'order_status', data: { orderId: 'a1b2c3d4-0001', status: 'processing' } },
      { kind: 'password_reset', data: { url: 'http://x' } },
    ]);
    await drain();
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json();
    for (const browser of [phone, laptop]) {
      const got = browser.accepted();
      expect(got).toHaveLength(5);
      for (const r of got) {
        expect(r.headers['content-encoding']).toBe('aes128gcm');
        expect(Number(r.headers.ttl)).toBeGreaterThan(0);
        expect(r.headers.topic).toMatch(/^[0-9a-f]{32}$/);
        const claims = verifyVapid(r.headers, publicKey, service.origin);
        expect(claims.sub).toBe('mailto:ops@bulkbazar.example');
      }
      const payloads = got.map((r) => browser.decrypt(r)) as {
        title: string;
        body: string;
        url: string;
        tag: string;
      }[];
      expect(payloads.map((p) => p.title)).toEqual(
        expect.arrayContaining([
          'Order #A1B2C3D4 received',
          'Order #A1B2C3D4 is shipped',
          'Order #A1B2C3D4 is delivered',
          'Karim Traders sent a quote',
        ]),
      );
      const shipped = payloads.find((p) => p.title === 'Order #A1B2C3D4 is shipped')!;
      expect(shipped).toMatchObject({ body: 'Your order #A1B2C3D4 is now shipped.', url: '/orders' });
      expect(payloads.find((p) => p.title.includes('quote'))!.url).toBe('/rfqs/r1');
      expect(new Set(payloads.map((p) => p.tag)).size).toBe(5);
    }
    // Another browser's keys cannot open them.
    expect(() => laptop.decrypt(phone.accepted()[0]!)).toThrow();
  });

  it('in the recipient’s language: a Bengali event is a Bengali push', async () => {
    const buyer = await signUp(t.app, { name: 'Bangla Buyer' });
    const browser = service.browser();
    await subscribe(buyer, browser);
    await notify(buyer.id, [
      { kind: 'order_status', data: { orderId: 'b1b2c3d4-0001', status: 'shipped', lang: 'bn' } },
    ]);
    await drain();
    const [push] = browser.accepted().map((r) => browser.decrypt(r)) as { title: string; body: string }[];
    expect(push!.title).toBe('অর্ডার #B1B2C3D4: পাঠানো হয়েছে');
  });

  it('the service failing twice (500, 503, then taken): each event reaches the browser exactly once', async () => {
    const buyer = await signUp(t.app, { name: 'Retry Buyer' });
    const browser = service.browser();
    await subscribe(buyer, browser);
    await notify(buyer.id);
    service.answer(browser.path, 500, 503);
    const w = worker();
    for (let pass = 0; pass < 5; pass++) {
      await drain(w);
      clock = new Date(clock.getTime() + 30_000);
    }
    const accepted = browser.accepted();
    expect(accepted).toHaveLength(5);
    expect(new Set(accepted.map((r) => r.headers.topic)).size).toBe(5);
    const rows = await t.database.db
      .select()
      .from(pushMessages)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushMessages.subscriptionId))
      .where(eq(pushSubscriptions.userId, buyer.id));
    expect(rows.every((r) => r.push_messages.status === 'sent')).toBe(true);
    expect(rows.map((r) => r.push_messages.attempts).sort()).toEqual([1, 1, 1, 2, 2]);
  });

  it('a 410 from the service removes the subscription and its waiting pushes; the next event is not queued to it', async () => {
    const buyer = await signUp(t.app, { name: 'Gone Buyer' });
    const gone = service.browser();
    const stays = service.browser();
    const goneId = await subscribe(buyer, gone);
    await subscribe(buyer, stays);
    service.answer(gone.path, 410);
    await notify(buyer.id);
    await drain();
    expect(gone.accepted()).toHaveLength(0);
    expect(service.received.filter((r) => r.path === gone.path)).toHaveLength(1);
    expect(stays.accepted()).toHaveLength(5);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, goneId)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(pushMessages).where(eq(pushMessages.subscriptionId, goneId)),
    ).toHaveLength(0);
    await notify(buyer.id, [EVENTS[1]!]);
    await drain();
    expect(service.received.filter((r) => r.path === gone.path)).toHaveLength(1);
    expect(stays.accepted()).toHaveLength(6);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/push-subscriptions',
      headers: { cookie: buyer.cookie },
    });
    expect(list.json().subscriptions.map((s: { endpoint: string }) => s.endpoint)).toEqual([
      stays.subscription.endpoint,
    ]);
  });

  it('a worker that died after the service took a push: sent again with the same Topic and tag (shown once)', async () => {
    const buyer = await signUp(t.app, { name: 'Crash Buyer' });
    const browser = service.browser();
    await subscribe(buyer, browser);
    await notify(buyer.id, [EVENTS[3]!]);
    // The dead worker: claimed, marked the send, the service took it — then nothing.
    const repo = createPushRepo(t.database.db);
    const claimed = await repo.claimDue(clock, 100, PUSH_LEASE_MS);
    expect(claimed).toHaveLength(1);
    await repo.markSending(claimed[0]!.id, clock);
    const dead = createPushWorker({
      repo: {
        ...repo,
        claimDue: async () => claimed,
        markSending: async () => {},
        markSent: () => new Promise(() => {}),
      } as never,
      transport: createPushTransport(true),
      vapid,
      log,
      now: () => clock,
    });
    void dead.runOnce();
    await expect.poll(() => browser.accepted().length).toBe(1);

    expect(await worker().runOnce()).toBe(0); // still leased
    clock = new Date(clock.getTime() + PUSH_LEASE_MS + 1);
    await drain();
    const [first, again] = browser.accepted();
    expect(again).toBeDefined();
    expect(again!.headers.topic).toBe(first!.headers.topic);
    expect((browser.decrypt(again!) as { tag: string }).tag).toBe(
      (browser.decrypt(first!) as { tag: string }).tag,
    );
    expect(await worker().runOnce()).toBe(0);
    expect(browser.accepted()).toHaveLength(2);
  });

  it('two workers on one database send each push once', async () => {
    const people = await Promise.all([1, 2, 3].map((i) => signUp(t.app, { name: `Busy Buyer ${i}` })));
    const browsers = people.map(() => service.browser());
    for (const [i, p] of people.entries()) await subscribe(p, browsers[i]!);
    for (const p of people) await notify(p.id);
    await Promise.all([drain(worker()), drain(worker())]);
    for (const b of browsers) expect(b.accepted()).toHaveLength(5);
  });

  it('a kind turned off is not queued, an event rolled back takes its pushes with it', async () => {
    const buyer = await signUp(t.app, { name: 'Quiet Buyer' });
    const browser = service.browser();
    await subscribe(buyer, browser);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/push-settings',
      headers: { cookie: buyer.cookie, origin: ORIGIN },
      payload: { pushOff: ['order_shipped', 'quote_received'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    await t.database.db
      .transaction(async (tx) => {
        await addNotifications(tx, [{ userId: buyer.id, ...EVENTS[0]! }]);
        throw new Error('rollback');
      })
      .catch(() => {});
    await notify(buyer.id);
    const queued = await t.database.db
      .select({ kind: pushMessages.kind })
      .from(pushMessages)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushMessages.subscriptionId))
      .where(inArray(pushSubscriptions.userId, [buyer.id]));
    expect(queued.map((r) => r.kind).sort()).toEqual(['order_delivered', 'order_placed', 'payment_received']);
    await drain();
    expect(browser.accepted()).toHaveLength(3);
  });
});
