import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SSLCOMMERZ_STORE } from '../fake/test-credentials.js';
import { GatewayUnavailableError, type StartPayment } from './gateway.js';
import { createSslcommerzClient } from './sslcommerz-client.js';
import { payerDecides, startStandIn, type StandIn } from './sslcommerz-test-merchant.js';

// The client against the stand-in, over real HTTP: what the shop's payments service will see.

let standIn: StandIn;
let client: ReturnType<typeof createSslcommerzClient>;

beforeAll(async () => {
  standIn = await startStandIn();
  client = createSslcommerzClient(
    { baseUrl: standIn.baseUrl, ...TEST_SSLCOMMERZ_STORE },
    { timeoutMs: 2_000 },
  );
});
afterAll(() => standIn.close());
beforeEach(async () => {
  await standIn.control({ reset: true });
  standIn.received.length = 0;
});

const payment = (overrides: Partial<StartPayment> = {}): StartPayment => ({
  invoice: randomUUID(),
  amount: '125.50',
  currency: 'BDT',
  customer: {
    name: 'Rahim Traders',
    email: 'rahim@example.com',
    phone: '01711111111',
    address: 'House 4, Road 2, Chattogram 4000',
  },
  description: '3 products from 2 sellers',
  urls: standIn.urls,
  ...overrides,
});

/** A started payment the payer has decided on; answers the IPN and the return as the merchant got them. */
async function decided(decision: 'approve' | 'fail' | 'cancel', p = payment()) {
  const started = await client.start(p);
  const back = await payerDecides(standIn, started.redirectUrl, decision);
  const ipn = standIn.ipns().at(-1);
  if (!ipn) throw new Error('no IPN arrived');
  return { p, started, ipn, back };
}

describe('SSLCommerz client: start', () => {
  it('opens a session and answers the sessionkey and the gateway page', async () => {
    const started = await client.start(payment());
    expect(started.gatewayPaymentId).toMatch(/^[A-Z0-9]{32}$/);
    expect(started.redirectUrl).toBe(`${standIn.baseUrl}/pay/${started.gatewayPaymentId}`);
  });

  it('throws with the failedreason when SSLCommerz refuses (amount below its 10 BDT minimum)', async () => {
    await expect(client.start(payment({ amount: '9.99' }))).rejects.toThrow(
      /total_amount must be from 10\.00/,
    );
  });

  it('throws on bad store credentials', async () => {
    const wrong = createSslcommerzClient({
      ...TEST_SSLCOMMERZ_STORE,
      baseUrl: standIn.baseUrl,
      storePassword: 'nope',
    });
    await expect(wrong.start(payment())).rejects.toThrow(/Store Credential Error/);
    const p = payment();
    await expect(wrong.query({ gatewayPaymentId: 'x', invoice: p.invoice })).rejects.toThrow(
      /APIConnect FAILED/,
    );
  });

  it('names SSLCommerz unavailable when nothing answers', async () => {
    const nobody = createSslcommerzClient({ ...TEST_SSLCOMMERZ_STORE, baseUrl: 'http://127.0.0.1:9' });
    await expect(nobody.start(payment())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('identifies a post by its tran_id', () => {
    expect(client.identify({ tran_id: 'inv-1', val_id: 'v' })).toEqual({ invoice: 'inv-1' });
    expect(client.identify({})).toEqual({});
  });
});

describe('SSLCommerz client: confirm', () => {
  it('completes an approved payment from the IPN, and again from the browser return', async () => {
    const { p, ipn, back } = await decided('approve');
    expect(back.location).toBe(standIn.urls.success);
    expect(standIn.received.map((r) => r.path)).toEqual(['ipn', 'success']);
    const expected = {
      status: 'completed',
      gatewayPaymentId: ipn.val_id,
      trxId: ipn.bank_tran_id,
      amount: '125.50',
      currency: 'BDT',
      invoice: p.invoice,
    };
    expect(await client.confirm(ipn, { execute: true })).toEqual(expected);
    // The return carries the same signed fields; the validation API now says VALIDATED: still completed.
    expect(await client.confirm(back.fields, { execute: true })).toEqual(expected);
  });

  it('reports a failed and a cancelled payment, from the IPN and from the return', async () => {
    const failed = await decided('fail');
    expect(failed.back.location).toBe(standIn.urls.fail);
    for (const fields of [failed.ipn, failed.back.fields]) {
      expect(await client.confirm(fields, { execute: true })).toMatchObject({ status: 'failed' });
    }
    const cancelled = await decided('cancel');
    expect(cancelled.back.location).toBe(standIn.urls.cancel);
    for (const fields of [cancelled.ipn, cancelled.back.fields]) {
      expect(await client.confirm(fields, { execute: true })).toMatchObject({ status: 'cancelled' });
    }
  });

  it('rejects a post whose amount was changed after SSLCommerz signed it, without asking the gateway', async () => {
    const { ipn } = await decided('approve');
    const before = (await standIn.control({})).body.counts as Record<string, number>;
    const verdict = await client.confirm({ ...ipn, amount: '1.00' }, { execute: true });
    expect(verdict).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/verify_sign/) });
    expect((await standIn.control({})).body.counts).toEqual(before);
  });

  it("reports the gateway's amount, not ours, when SSLCommerz says another amount was paid", async () => {
    await standIn.control({ amountOverride: '25.00' });
    const { ipn } = await decided('approve');
    expect(ipn.amount).toBe('25.00');
    expect(await client.confirm(ipn, { execute: true })).toMatchObject({
      status: 'completed',
      amount: '25.00',
    });
  });

  it('asks the transaction query when a return has no val_id', async () => {
    const { p, ipn } = await decided('approve');
    const { val_id: _v, verify_sign: _s, verify_sign_sha2: _s2, verify_key: _k, ...bare } = ipn;
    expect(await client.confirm(bare, { execute: true })).toMatchObject({
      status: 'completed',
      trxId: ipn.bank_tran_id,
      invoice: p.invoice,
    });
  });

  it('does not take an unsigned failure or cancellation on faith', async () => {
    // Nobody has tried to pay yet: an unsigned "cancelled" changes nothing.
    const p = payment();
    await client.start(p);
    expect(
      await client.confirm({ tran_id: p.invoice, status: 'CANCELLED' }, { execute: true }),
    ).toMatchObject({
      status: 'rejected',
    });
    // The payer did pay: an unsigned "failed" gets the gateway's answer, completed.
    const { p: paid } = await decided('approve');
    expect(
      await client.confirm({ tran_id: paid.invoice, status: 'FAILED' }, { execute: true }),
    ).toMatchObject({ status: 'completed', invoice: paid.invoice });
  });

  it("rejects another payment's val_id posted for our tran_id", async () => {
    const a = await decided('approve');
    const b = payment();
    await client.start(b);
    const verdict = await client.confirm(
      { tran_id: b.invoice, val_id: a.ipn.val_id ?? '', status: 'VALID' },
      { execute: true },
    );
    expect(verdict).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/not /) });
  });

  it('queries by tran_id once when the validation API does not answer in time', async () => {
    const quick = createSslcommerzClient(
      { baseUrl: standIn.baseUrl, ...TEST_SSLCOMMERZ_STORE },
      { timeoutMs: 1_000 },
    );
    const { ipn } = await decided('approve');
    await standIn.control({ stall: { validation: 1 } });
    expect(await quick.confirm(ipn, { execute: true })).toMatchObject({
      status: 'completed',
      trxId: ipn.bank_tran_id,
    });
    const counts = (await standIn.control({})).body.counts as Record<string, number>;
    expect(counts).toMatchObject({ validation: 1, query: 1 });
  });

  it('gives up (GatewayUnavailableError) when neither the validation API nor the query answers', async () => {
    const quick = createSslcommerzClient(
      { baseUrl: standIn.baseUrl, ...TEST_SSLCOMMERZ_STORE },
      { timeoutMs: 1_000 },
    );
    const { ipn } = await decided('approve');
    await standIn.control({ stall: { validation: 1, query: 1 } });
    await expect(quick.confirm(ipn, { execute: true })).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('SSLCommerz client: query and refund', () => {
  it('follows a payment by tran_id: nothing tried, on the page, paid', async () => {
    const p = payment();
    const started = await client.start(p);
    const ids = { gatewayPaymentId: started.gatewayPaymentId, invoice: p.invoice };
    expect(await client.query(ids)).toEqual({
      status: 'pending',
      gatewayPaymentId: started.gatewayPaymentId,
    });
    await fetch(started.redirectUrl);
    expect(await client.query(ids)).toEqual({
      status: 'pending',
      gatewayPaymentId: started.gatewayPaymentId,
    });
    const back = await payerDecides(standIn, started.redirectUrl, 'approve');
    expect(await client.query(ids)).toMatchObject({
      status: 'completed',
      trxId: back.fields.bank_tran_id,
      amount: '125.50',
    });
  });

  it('reports failed and cancelled attempts from the query', async () => {
    const failed = await decided('fail');
    const ids = (d: typeof failed) => ({
      gatewayPaymentId: d.started.gatewayPaymentId,
      invoice: d.p.invoice,
    });
    expect(await client.query(ids(failed))).toMatchObject({ status: 'failed' });
    const cancelled = await decided('cancel');
    expect(await client.query(ids(cancelled))).toMatchObject({ status: 'cancelled' });
  });

  it('refunds part of a paid payment, and is refused beyond what was paid', async () => {
    const { p, ipn, started } = await decided('approve');
    const refund = {
      gatewayPaymentId: started.gatewayPaymentId,
      trxId: ipn.bank_tran_id ?? '',
      invoice: p.invoice,
      reason: 'Seller declined',
    };
    const first = await client.refund({ ...refund, amount: '100.00', key: 'a1' });
    expect(first.refundId).toMatch(/^\d{12}[A-Za-z0-9]{15}$/);
    // A retry of the same refund (same key) is that refund, not a second one.
    expect(await client.refund({ ...refund, amount: '100.00', key: 'a1' })).toEqual(first);
    await expect(client.refund({ ...refund, amount: '25.51', key: 'b2' })).rejects.toThrow(/exceeds/);
    expect(await client.refund({ ...refund, amount: '25.50', key: 'c3' })).not.toEqual(first);
  });

  it('is refused a refund of an unpaid or unknown transaction', async () => {
    const failed = await decided('fail');
    const refund = {
      gatewayPaymentId: 'x',
      invoice: failed.p.invoice,
      amount: '10.00',
      reason: 'r',
      key: 'k',
    };
    await expect(client.refund({ ...refund, trxId: failed.ipn.bank_tran_id ?? '' })).rejects.toThrow(
      /not refundable/,
    );
    await expect(client.refund({ ...refund, trxId: 'NO-SUCH-BANK-TRAN' })).rejects.toThrow(/not refundable/);
  });
});
