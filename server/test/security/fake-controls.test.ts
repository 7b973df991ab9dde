import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_COURIER_PATHS, FAKE_GATEWAY_PATHS, FAKE_PAYOUT_PATHS } from '../../src/config.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../auth-helpers.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';

// Issue 28: with the stand-ins on (what `npm start` runs), their control endpoints mark any parcel delivered
// (the buyer may then review) or make every later bKash approval fail. They answer administrators only; the
// payer pages stay open (a buyer's browser uses them). The stand-ins' secrets are made per database, so a
// courier callback cannot be forged with a value read in the source.
let t: TestApp;
let admin: Session;
let buyer: Session;

beforeAll(async () => {
  t = await buildTestApp({
    PAYMENTS_FAKE: 'true',
    COURIERS_FAKE: 'true',
    PAYOUTS_FAKE: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  admin = await signUpAdmin(t.app, t.database.db);
  buyer = await signUp(t.app);
});
afterAll(() => t.close());

const CONTROLS = [
  ['GET', `${FAKE_GATEWAY_PATHS.bkash}/control`, undefined],
  ['POST', `${FAKE_GATEWAY_PATHS.bkash}/control`, { amountOverride: '1.00' }],
  ['GET', `${FAKE_GATEWAY_PATHS.sslcommerz}/control`, undefined],
  ['POST', `${FAKE_GATEWAY_PATHS.sslcommerz}/control`, { amountOverride: '1.00' }],
  // bKash's B2C payout (PAYOUTS_FAKE): its balance decides whether payouts go through.
  ['GET', `${FAKE_PAYOUT_PATHS.bkash}/control`, undefined],
  ['POST', `${FAKE_PAYOUT_PATHS.bkash}/control`, { balancePoisha: 0 }],
  ...Object.values(FAKE_COURIER_PATHS).map(
    (p) => ['POST', `${p}/_control/status`, { tracking_code: 'NO-SUCH', status: 'delivered' }] as const,
  ),
  // Steadfast's payment of the parcels it delivered (issue 29: the statements a remittance is filled from).
  ['POST', `${FAKE_COURIER_PATHS.steadfast}/_control/payment`, undefined],
] as const;

const call = (method: 'GET' | 'POST', url: string, payload: object | undefined, who?: Session) =>
  t.app.inject({ method, url, payload, headers: who ? asCookie(who) : {} });

describe('the stand-ins’ control endpoints', () => {
  it.each(CONTROLS)('refuse %s %s to anyone signed out (401) and to a buyer (403)', async (m, url, body) => {
    const anonymous = await call(m, url, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ acknowledged: false, code: 'UNAUTHORIZED' });
    const plain = await call(m, url, body, buyer);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ acknowledged: false, code: 'FORBIDDEN' });
  });

  it.each(CONTROLS)('let an administrator use %s %s', async (m, url, body) => {
    const res = await call(m, url, body, admin);
    // The couriers' control answers 404 for a parcel it does not know: past the door, into the stand-in.
    expect([200, 404]).toContain(res.statusCode);
    expect(res.json().code).toBeUndefined();
  });

  it('never made a bKash approval fail for the refused calls: the knobs are as the admin left them', async () => {
    await call('POST', `${FAKE_GATEWAY_PATHS.bkash}/control`, { reset: true }, admin);
    await call('POST', `${FAKE_GATEWAY_PATHS.bkash}/control`, { amountOverride: '1.00' }, buyer);
    await call('POST', `${FAKE_GATEWAY_PATHS.bkash}/control`, { amountOverride: '1.00' });
    const state = await call('GET', `${FAKE_GATEWAY_PATHS.bkash}/control`, undefined, admin);
    expect(state.json()).toMatchObject({ amountOverride: null });
  });
});

describe('the stand-ins’ secrets', () => {
  it('are made per database: the courier callbacks refuse the values that used to be in config.ts', async () => {
    for (const [url, headers] of [
      ['/api/couriers/steadfast/callback', { authorization: 'Bearer fake-steadfast-webhook-token' }],
      ['/api/couriers/pathao/callback', { 'x-pathao-signature': 'fake-pathao-webhook-secret' }],
      ['/api/couriers/redx/callback?token=fake-redx-webhook-token', {}],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { consignment_id: 'X', status: 'delivered' },
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('the payment stand-ins’ credentials', () => {
  it('are made per database: the stand-ins refuse the credentials that used to be in config.ts', async () => {
    const grant = await t.app.inject({
      method: 'POST',
      url: `${FAKE_GATEWAY_PATHS.bkash}/tokenized/checkout/token/grant`,
      headers: { username: 'fake-merchant', password: 'fake-password' },
      payload: { app_key: 'fake-app-key', app_secret: 'fake-app-secret' },
    });
    expect(grant.json()).toMatchObject({ statusCode: '9999' });
    expect(grant.json().id_token).toBeUndefined();
    const query = await t.app.inject({
      method: 'GET',
      url: `${FAKE_GATEWAY_PATHS.sslcommerz}/validator/api/merchantTransIDvalidationAPI.php?tran_id=X&store_id=bulkbazarfake&store_passwd=${encodeURIComponent('bulkbazarfake@ssl')}`,
    });
    expect(query.json()).toMatchObject({ APIConnect: 'FAILED' });
  });

  it('differ between two databases, and between the gateways and the couriers', async () => {
    const other = await buildTestApp({ PAYMENTS_FAKE: 'true', COURIERS_FAKE: 'true' });
    try {
      const mine = t.app.standInSecrets!;
      const theirs = other.app.standInSecrets!;
      const secretsOf = (s: typeof mine) => [
        s.bkash.appKey,
        s.bkash.appSecret,
        s.bkash.password,
        s.sslcommerz.storePassword,
        s.steadfast.webhookToken,
        s.pathao.webhookSecret,
        s.redx.webhookToken,
      ];
      for (const [i, value] of secretsOf(mine).entries()) {
        expect(value.length).toBeGreaterThanOrEqual(32);
        expect(value).not.toBe(secretsOf(theirs)[i]);
      }
      expect(new Set(secretsOf(mine)).size).toBe(secretsOf(mine).length);
    } finally {
      await other.close();
    }
  });
});
