import { randomBytes, createECDH } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addNotifications } from '../../db/notification-outbox.js';
import { pushMessages, pushSubscriptions } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ORIGIN, signUp, type Session } from '../../../test/auth-helpers.js';
import { EndpointRefused, guardedLookup } from './push-endpoint.js';
import { createPushTransport } from './push-transport.js';

// The subscription routes as a production shop has them (PUSH_ALLOW_INSECURE_ENDPOINTS off): https push
// services only, nothing on this machine or a private network (SSRF), valid keys, a cap per person.

let t: TestApp;
let buyer: Session;
const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`;
const post = (who: Session | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers: who ? { cookie: who.cookie, origin: ORIGIN } : { origin: ORIGIN },
    payload: payload as object,
  });
const rows = async () => (await t.database.db.select({ n: count() }).from(pushSubscriptions))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await signUp(t.app, { name: 'Push Settings Buyer' });
});
afterAll(() => t.close());

describe('push subscriptions', () => {
  it('one VAPID key pair per database, made on the first start and kept across restarts', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json().publicKey;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    const again = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, NOTIFY_POLL_MS: '600000' }),
      {
        database: t.database,
      },
    );
    try {
      const second = (await again.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json()
        .publicKey;
      expect(second).toBe(first);
    } finally {
      await again.close();
    }
    const other = await buildTestApp();
    try {
      const theirs = (await other.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json();
      expect(theirs.publicKey).not.toBe(first);
    } finally {
      await other.close();
    }
  });

  it('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are used when set, and must come together', async () => {
    const pair = webpush.generateVAPIDKeys();
    const configured = await buildTestApp({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    try {
      const got = (await configured.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json();
      expect(got).toEqual({ publicKey: pair.publicKey });
    } finally {
      await configured.close();
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY: must be set/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('subscribes a browser, lists it, and turns it off again; only its owner can', async () => {
    const endpoint = fcm();
    const res = await post(buyer, { endpoint, expirationTime: null, keys: keys() });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/push-subscriptions',
      headers: { cookie: buyer.cookie },
    });
    expect(list.json().subscriptions).toEqual([expect.objectContaining({ id, endpoint })]);

    const stranger = await signUp(t.app, { name: 'Stranger' });
    for (const [who, url] of [
      [stranger, `/api/me/push-subscriptions/${id}`],
      [buyer, '/api/me/push-subscriptions/not-a-uuid'],
    ] as const) {
      const del = await t.app.inject({
        method: 'DELETE',
        url,
        headers: { cookie: who.cookie, origin: ORIGIN },
      });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions/${id}`,
      headers: { cookie: buyer.cookie, origin: ORIGIN },
    });
    expect(mine.statusCode).toBe(204);
    expect((await post(null, { endpoint: fcm(), keys: keys() })).statusCode).toBe(401);
  });

  it('the same browser subscribing for another person is theirs now, without the last one’s waiting news', async () => {
    const endpoint = fcm();
    expect((await post(buyer, { endpoint, keys: keys() })).statusCode).toBe(201);
    await addNotifications(t.database.db, [
      { userId: buyer.id, kind: 'order_status', data: { orderId: 'c1c2c3c4-0001', status: 'shipped' } },
    ]);
    const waiting = () =>
      t.database.db
        .select({ id: pushMessages.id })
        .from(pushMessages)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushMessages.subscriptionId))
        .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(await waiting()).toHaveLength(1);
    const next = await signUp(t.app, { name: 'Next Person' });
    expect((await post(next, { endpoint, keys: keys() })).statusCode).toBe(201);
    const owners = await t.database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(owners).toEqual([{ userId: next.id }]);
    expect(await waiting()).toHaveLength(0);
  });

  it('keeps at most 10 browsers a person: the oldest goes', async () => {
    const busy = await signUp(t.app, { name: 'Many Devices' });
    const endpoints: string[] = [];
    for (let i = 0; i < 11; i++) {
      endpoints.push(fcm());
      expect((await post(busy, { endpoint: endpoints[i], keys: keys() })).statusCode).toBe(201);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/push-subscriptions',
      headers: { cookie: busy.cookie },
    });
    const kept = list.json().subscriptions.map((s: { endpoint: string }) => s.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints[10]);
  });

  it('refuses plain http and addresses on this machine or a private network (SSRF), naming the field, writing nothing', async () => {
    const before = await rows();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://127.1.2.3:8443/push',
      'https://localhost/push',
      'https://shop.localhost/push',
      'https://10.0.0.5/push',
      'https://172.16.0.1/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://0.0.0.0/push',
      'https://2130706433/push',
      'https://0x7f000001/push',
      'https://printer.local/push',
      'https://metadata.google.internal/computeMetadata',
      'https://intranet/push',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'ftp://fcm.googleapis.com/x',
      'javascript:alert(1)',
    ]) {
      const res = await post(buyer, { endpoint, keys: keys() });
      expect(res.statusCode, endpoint).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), endpoint).toEqual(['endpoint']);
    }
    expect(await rows()).toBe(before);
  });

  it('refuses keys a push could never be sealed for, naming the field', async () => {
    const good = keys();
    for (const [k, field] of [
      [{ ...good, p256dh: `B${'A'.repeat(86)}` }, 'keys.p256dh'],
      [{ ...good, p256dh: good.p256dh.slice(0, 40) }, 'keys.p256dh'],
      [{ ...good, auth: 'short' }, 'keys.auth'],
      [{ p256dh: good.p256dh }, 'keys.auth'],
    ] as const) {
      const res = await post(buyer, { endpoint: fcm(), keys: k });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const bn = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: { cookie: buyer.cookie, origin: ORIGIN, 'accept-language': 'bn' },
      payload: { endpoint: 'https://127.0.0.1/push', keys: good },
    });
    expect(bn.statusCode).toBe(400);
    expect(bn.json().fields.endpoint).toMatch(/[\u0980-\u09FF]/);
  });

  it('on the way out: a name resolving to a private address is refused by the lookup, http refused outright', async () => {
    const err = await new Promise<Error | null>((resolve) =>
      guardedLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err).toBeInstanceOf(EndpointRefused);
    const send = createPushTransport(false);
    const request = { method: 'POST', headers: {}, body: null };
    await expect(send({ ...request, endpoint: 'http://127.0.0.1:9/push' })).rejects.toBeInstanceOf(
      EndpointRefused,
    );
    await expect(send({ ...request, endpoint: 'https://127.0.0.1:9/push' })).rejects.toBeInstanceOf(
      EndpointRefused,
    );
  });

  it('push settings: the kinds turned off, saved; an unknown kind refused', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/push-settings',
      headers: { cookie: buyer.cookie, origin: ORIGIN },
      payload: { pushOff: ['order_placed', 'order_placed', 'quote_received'] },
    });
    expect(put.json()).toEqual({ pushOff: ['order_placed', 'quote_received'] });
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/me/push-settings',
      headers: { cookie: buyer.cookie },
    });
    expect(got.json()).toEqual({ pushOff: ['order_placed', 'quote_received'] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/push-settings',
      headers: { cookie: buyer.cookie, origin: ORIGIN },
      payload: { pushOff: ['sign_in_code'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^pushOff/);
  });
});
