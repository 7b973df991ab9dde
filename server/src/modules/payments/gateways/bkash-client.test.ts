import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_GATEWAY_PATHS } from '../../../config.js';
import { bkashFakeRoutes } from '../fake/bkash-fake.js';
import { TEST_BKASH_CREDENTIALS } from '../fake/test-credentials.js';
import { TOKEN_REFRESH_MARGIN_MS } from './bkash-api.js';
import { BkashError, createBkashClient } from './bkash-client.js';
import { GatewayUnavailableError, type StartPayment } from './gateway.js';

// The client against the stand-in, over real HTTP: what the shop's payments service will see.

const PREFIX = FAKE_GATEWAY_PATHS.bkash;
const PUBLIC_URL = 'http://shop.test';
const CALLBACK = `${PUBLIC_URL}/api/payments/bkash/callback`;
let fake: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  fake = Fastify();
  await fake.register(bkashFakeRoutes, {
    prefix: PREFIX,
    publicUrl: PUBLIC_URL,
    credentials: TEST_BKASH_CREDENTIALS,
  });
  baseUrl = `${await fake.listen({ host: '127.0.0.1', port: 0 })}${PREFIX}`;
});
afterAll(() => fake.close());
beforeEach(() => control({ reset: true }));

async function control(knobs: Record<string, unknown>) {
  const res = await fake.inject({ method: 'POST', url: `${PREFIX}/control`, payload: knobs });
  expect(res.statusCode).toBe(200);
}
const calls = async (): Promise<Record<string, number>> =>
  (await fake.inject({ method: 'GET', url: `${PREFIX}/control` })).json().counts;

const client = (opts?: Parameters<typeof createBkashClient>[1]) =>
  createBkashClient({ baseUrl, ...TEST_BKASH_CREDENTIALS }, opts);

let invoices = 0;
const payment = (amount = '1250.50'): StartPayment => ({
  invoice: `pay-${++invoices}`,
  amount,
  currency: 'BDT',
  customer: { name: 'Rahim Traders', email: 'rahim@example.com', phone: '01711000000', address: 'Dhaka' },
  description: '2 products from 1 seller',
  urls: { callback: CALLBACK, success: CALLBACK, fail: CALLBACK, cancel: CALLBACK, ipn: CALLBACK },
});

/** The payer's button on the payer page: answered, like bKash, with a redirect to our callback. */
async function payerChooses(redirectUrl: string, decision: 'approve' | 'fail' | 'cancel') {
  const res = await fake.inject({
    method: 'POST',
    url: `${new URL(redirectUrl).pathname}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  const callback = new URL(res.headers.location as string);
  expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
  return Object.fromEntries(callback.searchParams) as Record<string, string>;
}

/** A payment the payer approved, and the callback's parameters. */
async function approvedPayment(bkash = client(), amount?: string) {
  const p = payment(amount);
  const started = await bkash.start(p);
  return { p, started, params: await payerChooses(started.redirectUrl, 'approve') };
}

/** An address where nothing listens: a gateway that cannot be reached. */
async function deadAddress(): Promise<string> {
  const gone = Fastify();
  const address = await gone.listen({ host: '127.0.0.1', port: 0 });
  await gone.close();
  return `${address}${PREFIX}`;
}

describe('bKash token', () => {
  it('is granted once for many calls, concurrent ones included', async () => {
    const bkash = client();
    await Promise.all([1, 2, 3, 4].map(() => bkash.start(payment())));
    await bkash.start(payment());
    expect(await calls()).toMatchObject({ grant: 1, refresh: 0, create: 5 });
  });

  it('is refreshed once the clock reaches its expiry less the margin, not before', async () => {
    let clock = 1_000_000;
    const bkash = client({ now: () => clock });
    await bkash.start(payment());
    const renewAt = clock + 3600_000 - TOKEN_REFRESH_MARGIN_MS;
    clock = renewAt - 1;
    await bkash.start(payment());
    expect(await calls()).toMatchObject({ grant: 1, refresh: 0 });
    clock = renewAt;
    await Promise.all([bkash.start(payment()), bkash.start(payment())]);
    expect(await calls()).toMatchObject({ grant: 1, refresh: 1, create: 4 });
    // The refreshed token is good for another hour from when it came.
    clock = renewAt + 3600_000 - TOKEN_REFRESH_MARGIN_MS - 1;
    await bkash.start(payment());
    expect(await calls()).toMatchObject({ grant: 1, refresh: 1 });
  });

  it('is replaced when bKash stops accepting it, and the refused call is sent once more', async () => {
    const bkash = client();
    const { started } = await approvedPayment(bkash);
    await control({ revokeTokens: true });
    expect(await bkash.query({ gatewayPaymentId: started.gatewayPaymentId, invoice: 'x' })).toMatchObject({
      status: 'pending',
    });
    expect(await calls()).toMatchObject({ grant: 2, status: 1 });
  });

  it('is refused for wrong credentials: an error naming why, not "unavailable"', async () => {
    const bkash = createBkashClient({ baseUrl, ...TEST_BKASH_CREDENTIALS, password: 'wrong' });
    const err = await bkash.start(payment()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BkashError);
    expect(err).not.toBeInstanceOf(GatewayUnavailableError);
    expect((err as Error).message).toMatch(/token grant: Invalid Password/);
    const wrongKey = createBkashClient({ baseUrl, ...TEST_BKASH_CREDENTIALS, appSecret: 'wrong' });
    await expect(wrongKey.start(payment())).rejects.toThrow(/Invalid App Key/);
    expect(await calls()).toMatchObject({ grant: 2, create: 0 });
  });
});

describe('bKash payment', () => {
  it('starts, and completes by execute once the payer approved', async () => {
    const bkash = client();
    const p = payment('1250.50');
    const started = await bkash.start(p);
    expect(started.gatewayPaymentId).toMatch(/^TR0011/);
    expect(started.redirectUrl).toBe(`${PUBLIC_URL}${PREFIX}/pay/${started.gatewayPaymentId}`);
    const params = await payerChooses(started.redirectUrl, 'approve');
    expect(params).toEqual({ paymentID: started.gatewayPaymentId, status: 'success' });
    expect(bkash.identify(params)).toEqual({ gatewayPaymentId: started.gatewayPaymentId });

    const verdict = await bkash.confirm(params, { execute: true });
    expect(verdict).toEqual({
      status: 'completed',
      gatewayPaymentId: started.gatewayPaymentId,
      trxId: expect.stringMatching(/^[A-Z0-9]{10}$/),
      amount: '1250.50',
      currency: 'BDT',
      invoice: p.invoice,
    });
    expect(await bkash.query({ gatewayPaymentId: started.gatewayPaymentId, invoice: p.invoice })).toEqual(
      verdict,
    );
    expect(await calls()).toMatchObject({ create: 1, execute: 1, status: 1 });
  });

  it('gives each payment its own trxID', async () => {
    const bkash = client();
    const trxIds = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { params } = await approvedPayment(bkash);
      const verdict = await bkash.confirm(params, { execute: true });
      if (verdict.status === 'completed') trxIds.add(verdict.trxId);
    }
    expect(trxIds.size).toBe(3);
  });

  it("reports a failed payment as bKash's status query says, never executing", async () => {
    const bkash = client();
    const started = await bkash.start(payment());
    const params = await payerChooses(started.redirectUrl, 'fail');
    expect(params.status).toBe('failure');
    expect(bkash.identify(params)).toEqual({ gatewayPaymentId: started.gatewayPaymentId, claim: 'failed' });
    expect(await bkash.confirm(params, { execute: true })).toMatchObject({
      status: 'failed',
      gatewayPaymentId: started.gatewayPaymentId,
    });
    expect(await calls()).toMatchObject({ execute: 0, status: 1 });
    expect(await bkash.query({ gatewayPaymentId: started.gatewayPaymentId, invoice: 'x' })).toMatchObject({
      status: 'failed',
      reason: 'bKash reports the payment Failed',
    });
  });

  it('reports a cancelled payment, and the status query agrees', async () => {
    const bkash = client();
    const started = await bkash.start(payment());
    const params = await payerChooses(started.redirectUrl, 'cancel');
    expect(params.status).toBe('cancel');
    expect(await bkash.confirm(params, { execute: true })).toMatchObject({ status: 'cancelled' });
    expect(await bkash.query({ gatewayPaymentId: started.gatewayPaymentId, invoice: 'x' })).toMatchObject({
      status: 'cancelled',
    });
  });

  it('does not believe a "cancel" or "failure" the payer never gave: the query says pending (issue 28)', async () => {
    const bkash = client();
    const started = await bkash.start(payment());
    for (const status of ['cancel', 'failure']) {
      const forged = { paymentID: started.gatewayPaymentId, status };
      expect(await bkash.confirm(forged, { execute: true })).toEqual({
        status: 'pending',
        gatewayPaymentId: started.gatewayPaymentId,
      });
    }
    expect(await calls()).toMatchObject({ execute: 0, status: 2 });
  });

  it('does not believe a "success" the payer never gave: execute is refused, the query says pending', async () => {
    const bkash = client();
    const started = await bkash.start(payment());
    const forged = { paymentID: started.gatewayPaymentId, status: 'success' };
    expect(await bkash.confirm(forged, { execute: true })).toEqual({
      status: 'pending',
      gatewayPaymentId: started.gatewayPaymentId,
    });
    expect(await calls()).toMatchObject({ execute: 1, status: 1 });
  });

  it('rejects callbacks that name no payment, an unknown one, or an unknown status', async () => {
    const bkash = client();
    expect(bkash.identify({ status: 'success' })).toEqual({});
    expect(await bkash.confirm({ status: 'success' }, { execute: true })).toMatchObject({
      status: 'rejected',
      gatewayPaymentId: null,
    });
    expect(await bkash.confirm({ paymentID: 'TR0011nosuch', status: 'success' }, { execute: true })).toEqual({
      status: 'rejected',
      gatewayPaymentId: 'TR0011nosuch',
      reason: 'bKash: Invalid Payment ID',
    });
    const started = await bkash.start(payment());
    expect(
      await bkash.confirm({ paymentID: started.gatewayPaymentId, status: 'paid' }, { execute: true }),
    ).toMatchObject({ status: 'rejected' });
  });

  it('queries, once, when execute does not answer in time; the payment completed all the same', async () => {
    const bkash = client({ timeoutMs: 1000 });
    const { p, started, params } = await approvedPayment(bkash);
    await control({ executeDelayMs: 60_000 });
    expect(await bkash.confirm(params, { execute: true })).toMatchObject({
      status: 'completed',
      gatewayPaymentId: started.gatewayPaymentId,
      amount: p.amount,
      invoice: p.invoice,
    });
    expect(await calls()).toMatchObject({ execute: 1, status: 1 });
  });

  it('with execute: false only queries: pending before anyone executed, completed after', async () => {
    const bkash = client();
    const { p, params } = await approvedPayment(bkash);
    expect(await bkash.confirm(params, { execute: false })).toMatchObject({ status: 'pending' });
    expect(await calls()).toMatchObject({ execute: 0, status: 1 });
    const executed = await bkash.confirm(params, { execute: true });
    expect(executed).toMatchObject({ status: 'completed', invoice: p.invoice });
    expect(await bkash.confirm(params, { execute: false })).toEqual(executed);
    expect(await calls()).toMatchObject({ execute: 1, status: 2 });
  });

  it('answers a second execute (bKash: already completed) with the status query', async () => {
    const bkash = client();
    const { params } = await approvedPayment(bkash);
    const first = await bkash.confirm(params, { execute: true });
    expect(await bkash.confirm(params, { execute: true })).toEqual(first);
    expect(await calls()).toMatchObject({ execute: 2, status: 1 });
  });

  it('reports a tampered amount as bKash said it, for the service to refuse', async () => {
    const bkash = client();
    const { p, params } = await approvedPayment(bkash, '5000.00');
    await control({ amountOverride: '50.00' });
    expect(await bkash.confirm(params, { execute: true })).toMatchObject({
      status: 'completed',
      amount: '50.00',
      invoice: p.invoice,
    });
  });

  it("throws bKash's own message when create is refused", async () => {
    const err = await client()
      .start(payment('0.00'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BkashError);
    expect(err).toMatchObject({ code: '2006', message: 'Invalid amount' });
  });
});

describe('bKash refund', () => {
  async function completed(amount: string) {
    const bkash = client();
    const { p, started, params } = await approvedPayment(bkash, amount);
    const verdict = await bkash.confirm(params, { execute: true });
    if (verdict.status !== 'completed') throw new Error(`not completed: ${verdict.status}`);
    const refund = (value: string) =>
      bkash.refund({
        gatewayPaymentId: started.gatewayPaymentId,
        trxId: verdict.trxId,
        invoice: p.invoice,
        key: 'refund-key',
        amount: value,
        reason: 'Order cancelled',
      });
    return { bkash, started, refund };
  }

  it('refunds the whole amount', async () => {
    const { refund } = await completed('800.00');
    expect(await refund('800.00')).toEqual({ refundId: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    await expect(refund('0.01')).rejects.toThrow(/cannot be greater than the original/);
  });

  it('refunds in parts up to the amount paid, each with its own refund id', async () => {
    const { refund } = await completed('1000.00');
    const first = await refund('400.00');
    const second = await refund('600.00');
    expect(first.refundId).not.toBe(second.refundId);
    const err = await refund('0.01').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BkashError);
    expect(err).toMatchObject({ code: '2026' });
  });

  it("is refused for a transaction that is not the payment's, or a payment never executed", async () => {
    const { bkash, started } = await completed('100.00');
    const refund = (gatewayPaymentId: string, trxId: string) =>
      bkash.refund({
        gatewayPaymentId,
        trxId,
        invoice: 'pay-x',
        amount: '1.00',
        reason: 'Order cancelled',
        key: 'k1',
      });
    await expect(refund(started.gatewayPaymentId, 'AAAAAAAAAA')).rejects.toThrow('Transaction not found');
    const unexecuted = await approvedPayment(bkash);
    await expect(refund(unexecuted.started.gatewayPaymentId, 'AAAAAAAAAA')).rejects.toThrow(
      'Invalid Payment State',
    );
  });
});

describe('bKash out of reach', () => {
  it('is GatewayUnavailableError for start and refund, and confirm when its query fails too', async () => {
    const bkash = createBkashClient({ baseUrl: await deadAddress(), ...TEST_BKASH_CREDENTIALS });
    await expect(bkash.start(payment())).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(
      bkash.confirm({ paymentID: 'TR0011x', status: 'success' }, { execute: true }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(
      bkash.refund({
        gatewayPaymentId: 'TR0011x',
        trxId: 'T',
        invoice: 'i',
        amount: '1.00',
        reason: 'r',
        key: 'k2',
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('is GatewayUnavailableError when bKash answers 5xx', async () => {
    const broken = Fastify();
    broken.post('/*', async (_request, reply) => reply.code(503).send({ message: 'maintenance' }));
    const address = await broken.listen({ host: '127.0.0.1', port: 0 });
    try {
      const bkash = createBkashClient({ baseUrl: address, ...TEST_BKASH_CREDENTIALS });
      await expect(bkash.start(payment())).rejects.toThrow(/answered HTTP 503/);
    } finally {
      await broken.close();
    }
  });
});
