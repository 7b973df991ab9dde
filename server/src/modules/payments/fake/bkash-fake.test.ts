import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_GATEWAY_PATHS } from '../../../config.js';
import { bkashFakeRoutes } from './bkash-fake.js';
import { TEST_BKASH_CREDENTIALS as C } from './test-credentials.js';

// The stand-in itself, as the shop's client and a payer's browser meet it (the client's own behaviour
// against it is in gateways/bkash-client.test.ts).

const PREFIX = FAKE_GATEWAY_PATHS.bkash;
const PUBLIC_URL = 'http://shop.test';
const merchant = { username: C.username, password: C.password };
const keys = { app_key: C.appKey, app_secret: C.appSecret };

async function standIn(setup?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  setup?.(app);
  await app.register(bkashFakeRoutes, { prefix: PREFIX, publicUrl: `${PUBLIC_URL}/`, credentials: C });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload, headers });

async function grant(app: FastifyInstance): Promise<string> {
  const res = await post(app, '/tokenized/checkout/token/grant', keys, merchant);
  return res.json().id_token;
}

const order = (overrides: Record<string, unknown> = {}) => ({
  mode: '0011',
  payerReference: '01711000000',
  callbackURL: `${PUBLIC_URL}/api/payments/bkash/callback?from=checkout`,
  amount: '1250.50',
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: 'pay-1',
  ...overrides,
});

let app: FastifyInstance;
let token: string;
const call = (path: string, payload: object) =>
  post(app, `/tokenized/checkout${path}`, payload, { authorization: token, 'x-app-key': C.appKey });
const create = async (overrides?: Record<string, unknown>) =>
  (await call('/create', order(overrides))).json();
const decide = (paymentID: string, decision: string) =>
  app.inject({
    method: 'POST',
    url: `${PREFIX}/pay/${paymentID}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const control = (payload: object) => post(app, '/control', payload);

beforeAll(async () => {
  app = await standIn();
  token = await grant(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await control({ reset: true });
});

describe('bKash stand-in: tokens', () => {
  it('grants a token for the fake merchant, and refreshes it', async () => {
    const granted = (await post(app, '/tokenized/checkout/token/grant', keys, merchant)).json();
    expect(granted).toMatchObject({
      statusCode: '0000',
      id_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.any(String),
    });
    const refreshed = (
      await post(
        app,
        '/tokenized/checkout/token/refresh',
        { ...keys, refresh_token: granted.refresh_token },
        merchant,
      )
    ).json();
    expect(refreshed).toMatchObject({ statusCode: '0000', expires_in: 3600 });
    expect(refreshed.id_token).not.toBe(granted.id_token);
    const stale = (
      await post(app, '/tokenized/checkout/token/refresh', { ...keys, refresh_token: 'nope' }, merchant)
    ).json();
    expect(stale).toEqual({ statusCode: '9999', statusMessage: 'Invalid refresh token' });
  });

  it('refuses wrong merchant credentials and app keys as bKash does, with no token', async () => {
    const cases: Array<[Record<string, string>, object, string]> = [
      [{ ...merchant, username: 'someone' }, keys, '9999'],
      [{ ...merchant, password: 'guess' }, keys, '9999'],
      [merchant, { ...keys, app_key: 'other' }, '2001'],
      [merchant, { ...keys, app_secret: 'other' }, '2001'],
    ];
    for (const [headers, body, code] of cases) {
      const answer = (await post(app, '/tokenized/checkout/token/grant', body, headers)).json();
      expect(answer.statusCode).toBe(code);
      expect(answer.id_token).toBeUndefined();
    }
  });

  it('answers 401 to calls without a token it issued, and 2001 to a wrong X-APP-Key', async () => {
    const noToken = await post(app, '/tokenized/checkout/create', order(), { 'x-app-key': C.appKey });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: 'Unauthorized' });
    const wrongKey = await post(app, '/tokenized/checkout/create', order(), {
      authorization: token,
      'x-app-key': 'other',
    });
    expect(wrongKey.json()).toMatchObject({ statusCode: '2001' });
    expect((await (await control({})).json()).counts.create).toBe(0);
  });

  it('keeps its state per app: another instance knows neither its tokens nor its payments', async () => {
    const other = await standIn();
    try {
      const { paymentID } = await create();
      const foreign = { authorization: token, 'x-app-key': C.appKey };
      expect(
        (await post(other, '/tokenized/checkout/payment/status', { paymentID }, foreign)).statusCode,
      ).toBe(401);
      const otherToken = await grant(other);
      const status = await post(
        other,
        '/tokenized/checkout/payment/status',
        { paymentID },
        { authorization: otherToken, 'x-app-key': C.appKey },
      );
      expect(status.json()).toEqual({ statusCode: '2002', statusMessage: 'Invalid Payment ID' });
    } finally {
      await other.close();
    }
  });
});

describe('bKash stand-in: create', () => {
  it('answers like the sandbox, with a payer page under the public address', async () => {
    const answer = await create();
    expect(answer).toMatchObject({
      paymentID: expect.stringMatching(/^TR0011[A-Z0-9]{16}$/),
      transactionStatus: 'Initiated',
      amount: '1250.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'pay-1',
      paymentCreateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d:\d{3} GMT\+0600$/),
      statusCode: '0000',
    });
    expect(answer.bkashURL).toBe(`${PUBLIC_URL}${PREFIX}/pay/${answer.paymentID}`);
    expect(answer.successCallbackURL).toBe(
      `${PUBLIC_URL}/api/payments/bkash/callback?from=checkout&paymentID=${answer.paymentID}&status=success`,
    );
  });

  it.each([
    ['an amount with one decimal', { amount: '125.5' }, '2006'],
    ['an amount as a number', { amount: 125.5 }, '2006'],
    ['a zero amount', { amount: '0.00' }, '2006'],
    ['another mode', { mode: '0001' }, '2063'],
    ['another currency', { currency: 'USD' }, '2007'],
    ['another intent', { intent: 'authorization' }, '2008'],
    ['a callback that is not http(s)', { callbackURL: 'javascript:alert(1)' }, '2049'],
    ['no invoice number', { merchantInvoiceNumber: undefined }, '2065'],
    ['no payer reference', { payerReference: '' }, '2065'],
  ])('refuses %s', async (_what, overrides, code) => {
    const answer = await create(overrides);
    expect(answer.statusCode).toBe(code);
    expect(answer.paymentID).toBeUndefined();
  });
});

describe('bKash stand-in: payer page', () => {
  it('shows amount and invoice with three plain forms, nothing a strict CSP would block', async () => {
    const { paymentID } = await create({ merchantInvoiceNumber: 'pay-<b>"7"' });
    const page = await app.inject({ method: 'GET', url: `${PREFIX}/pay/${paymentID}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<title>bKash (test stand-in)</title>');
    expect(html).toContain('৳1250.50');
    expect(html).toContain('pay-&lt;b&gt;&quot;7&quot;');
    for (const decision of ['approve', 'fail', 'cancel']) {
      expect(html).toContain(`<form method="post" action="${PREFIX}/pay/${paymentID}/${decision}">`);
    }
    expect(html.match(/<button type="submit">/g)).toHaveLength(3);
    expect(html).not.toMatch(/<script|<style|<link|style=|src=|\son\w+=/i);
  });

  it.each([
    ['approve', 'success'],
    ['fail', 'failure'],
    ['cancel', 'cancel'],
  ])('%s: 303 to the callback with paymentID and status=%s, once', async (decision, status) => {
    const { paymentID } = await create();
    const res = await decide(paymentID, decision);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${PUBLIC_URL}/api/payments/bkash/callback?from=checkout&paymentID=${paymentID}&status=${status}`,
    );
    const again = await decide(paymentID, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is already');
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/pay/${paymentID}` })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown payment or decision', async () => {
    const { paymentID } = await create();
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/pay/TR0011nosuch` })).statusCode).toBe(404);
    expect((await decide('TR0011nosuch', 'approve')).statusCode).toBe(404);
    expect((await decide(paymentID, 'toString')).statusCode).toBe(404);
  });

  it('takes the form post when the app already parses forms itself', async () => {
    const withForms = await standIn((parent) =>
      parent.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, b, done) =>
        done(null, b),
      ),
    );
    try {
      const t = await grant(withForms);
      const created = await post(withForms, '/tokenized/checkout/create', order(), {
        authorization: t,
        'x-app-key': C.appKey,
      });
      const res = await withForms.inject({
        method: 'POST',
        url: `${PREFIX}/pay/${created.json().paymentID}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(res.statusCode).toBe(303);
    } finally {
      await withForms.close();
    }
  });
});

describe('bKash stand-in: execute, status, refund', () => {
  it('executes only an approved payment, once; the status query then reports it', async () => {
    const { paymentID } = await create();
    expect((await call('/execute', { paymentID })).json()).toMatchObject({ statusCode: '2056' });
    await decide(paymentID, 'approve');
    const executed = (await call('/execute', { paymentID })).json();
    expect(executed).toMatchObject({
      paymentID,
      trxID: expect.stringMatching(/^[A-Z0-9]{10}$/),
      transactionStatus: 'Completed',
      amount: '1250.50',
      currency: 'BDT',
      merchantInvoiceNumber: 'pay-1',
      statusCode: '0000',
    });
    expect((await call('/execute', { paymentID })).json()).toEqual({
      statusCode: '2062',
      statusMessage: 'The payment has already been completed',
    });
    expect((await call('/payment/status', { paymentID })).json()).toMatchObject({
      trxID: executed.trxID,
      transactionStatus: 'Completed',
      mode: '0011',
    });
    expect((await call('/execute', { paymentID: 'TR0011nosuch' })).json()).toMatchObject({
      statusCode: '2002',
    });
  });

  it('completes a held execute at once, answering only when released', async () => {
    const { paymentID } = await create();
    await decide(paymentID, 'approve');
    await control({ executeDelayMs: 60_000 });
    let answered = false;
    const execute = call('/execute', { paymentID }).then((res) => {
      answered = true;
      return res.json();
    });
    // The status query is served while execute's answer is still held back.
    const status = (await call('/payment/status', { paymentID })).json();
    expect(status).toMatchObject({ transactionStatus: 'Completed' });
    expect(answered).toBe(false);
    await control({ reset: true });
    expect(await execute).toMatchObject({ transactionStatus: 'Completed', trxID: status.trxID });
  });

  it('reports the overridden amount from execute and status, and refunds against the real one', async () => {
    const { paymentID } = await create({ amount: '100.00' });
    await decide(paymentID, 'approve');
    await control({ amountOverride: '1.00' });
    const executed = (await call('/execute', { paymentID })).json();
    expect(executed.amount).toBe('1.00');
    expect((await call('/payment/status', { paymentID })).json().amount).toBe('1.00');
    const refund = (amount: string, reason = 'Order cancelled') =>
      call('/payment/refund', { paymentID, trxID: executed.trxID, amount, sku: 'pay-1', reason });
    expect((await refund('60.00')).json()).toMatchObject({
      statusCode: '0000',
      transactionStatus: 'Completed',
      originalTrxID: executed.trxID,
      refundTrxID: expect.stringMatching(/^[A-Z0-9]{10}$/),
      amount: '60.00',
    });
    expect((await refund('40.01')).json()).toMatchObject({ statusCode: '2026' });
    expect((await refund('40.00', '')).json()).toMatchObject({ statusCode: '2065' });
    expect((await refund('40')).json()).toMatchObject({ statusCode: '2006' });
    expect((await refund('40.00')).json()).toMatchObject({ statusCode: '0000' });
    await control({ amountOverride: null });
    expect((await call('/payment/status', { paymentID })).json().amount).toBe('100.00');
  });

  it('reports Failed and Cancelled for payments the payer refused', async () => {
    const failed = await create();
    const cancelled = await create();
    await decide(failed.paymentID, 'fail');
    await decide(cancelled.paymentID, 'cancel');
    const statusOf = async (paymentID: string) =>
      (await call('/payment/status', { paymentID })).json().transactionStatus;
    expect(await statusOf(failed.paymentID)).toBe('Failed');
    expect(await statusOf(cancelled.paymentID)).toBe('Cancelled');
    expect((await call('/execute', { paymentID: failed.paymentID })).json().statusCode).toBe('2056');
  });
});

describe('bKash stand-in: control', () => {
  it('refuses knobs it does not know or values out of range, changing nothing', async () => {
    for (const bad of [{ executeDelayMs: -1 }, { amountOverride: '1e3' }, { reset: false }, { sleep: 5 }]) {
      const res = await control(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await control({})).json()).toMatchObject({ executeDelayMs: 0, amountOverride: null });
  });

  it('counts the calls it served, and a reset sets knobs and counts back', async () => {
    await create();
    await control({ executeDelayMs: 5, amountOverride: '2.00' });
    expect((await control({})).json()).toMatchObject({
      executeDelayMs: 5,
      amountOverride: '2.00',
      counts: { create: 1, execute: 0 },
    });
    expect((await control({ reset: true })).json()).toMatchObject({
      executeDelayMs: 0,
      amountOverride: null,
      counts: { grant: 0, create: 0 },
    });
  });
});
