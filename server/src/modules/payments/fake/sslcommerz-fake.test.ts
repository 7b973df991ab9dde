import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkSslcommerzSign } from '../gateways/sslcommerz-sign.js';
import { formFields, startStandIn, type StandIn } from '../gateways/sslcommerz-test-merchant.js';
import { TEST_SSLCOMMERZ_STORE } from './test-credentials.js';

// The stand-in's own promises, over HTTP as a merchant and a browser use it: the sandbox's paths, fields
// and status values, the payer page, and the knobs tests turn.

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(async () => {
  await standIn.control({ reset: true });
  standIn.received.length = 0;
});

const store = { store_id: TEST_SSLCOMMERZ_STORE.storeId, store_passwd: TEST_SSLCOMMERZ_STORE.storePassword };

function sessionForm(overrides: Record<string, string> = {}) {
  return {
    ...store,
    total_amount: '250.00',
    currency: 'BDT',
    tran_id: randomUUID(),
    success_url: standIn.urls.success,
    fail_url: standIn.urls.fail,
    cancel_url: standIn.urls.cancel,
    ipn_url: standIn.urls.ipn,
    cus_name: 'Karim',
    cus_email: 'karim@example.com',
    cus_add1: 'Dhaka',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01711111111',
    shipping_method: 'NO',
    product_name: 'Rice',
    product_category: 'Wholesale',
    product_profile: 'general',
    ...overrides,
  };
}

async function openSession(overrides: Record<string, string> = {}) {
  const form = sessionForm(overrides);
  const res = await fetch(`${standIn.baseUrl}/gwprocess/v4/api.php`, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  return { form, status: res.status, answer: (await res.json()) as Record<string, string> };
}

const api = async (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams({ ...store, v: '1', format: 'json', ...params });
  return (await (await fetch(`${standIn.baseUrl}${path}?${query}`)).json()) as Record<string, unknown>;
};
const validate = (valId: string, extra: Record<string, string> = {}) =>
  api('/validator/api/validationserverAPI.php', { val_id: valId, ...extra });
const merchantApi = (params: Record<string, string>) =>
  api('/validator/api/merchantTransIDvalidationAPI.php', params);

/** Opens a session, views the payer page and posts `decision` without following the redirect. */
async function decide(decision: 'approve' | 'fail' | 'cancel', overrides: Record<string, string> = {}) {
  const session = await openSession(overrides);
  const page = await (await fetch(session.answer.GatewayPageURL ?? '')).text();
  const { action, fields } = formFields(page, decision);
  const clicked = await fetch(`${standIn.origin}${action}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { session, fields, clicked };
}

describe('SSLCommerz stand-in: session API', () => {
  it('answers SUCCESS with a sessionkey and the payer page under the public URL', async () => {
    const { status, answer } = await openSession();
    expect(status).toBe(200);
    expect(answer).toMatchObject({ status: 'SUCCESS', failedreason: '' });
    expect(answer.GatewayPageURL).toBe(`${standIn.origin}/_fake/sslcommerz/pay/${answer.sessionkey}`);
  });

  it('answers FAILED with a reason for bad credentials, a missing field, an amount out of range', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ store_passwd: 'wrong' }, /Store Credential Error/],
      [{ cus_email: '' }, /cus_email is missing/],
      [{ total_amount: '9.99' }, /10\.00 to 500000\.00/],
      [{ total_amount: '500000.01' }, /10\.00 to 500000\.00/],
      [{ total_amount: '1e3' }, /total_amount/],
      [{ success_url: 'javascript:alert(1)' }, /success_url/],
    ];
    for (const [overrides, reason] of cases) {
      const { status, answer } = await openSession(overrides);
      expect(status).toBe(200);
      expect(answer).toMatchObject({ status: 'FAILED', failedreason: expect.stringMatching(reason) });
    }
  });
});

describe('SSLCommerz stand-in: payer page', () => {
  it('shows the amount and tran_id with Approve, Fail and Cancel under a strict policy', async () => {
    const { form, answer } = await openSession();
    const res = await fetch(answer.GatewayPageURL ?? '');
    const html = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<title>SSLCommerz (test stand-in)</title>');
    expect(html).toContain('৳250.00 BDT');
    expect(html).toContain(form.tran_id);
    for (const label of ['Approve', 'Fail', 'Cancel']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toMatch(/<script|<link|<img|style=/);
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${standIn.origin}`,
    );
  });

  it('escapes what the merchant sent', async () => {
    const { answer } = await openSession({ product_name: '<b>Rice & "Dal"</b>' });
    const html = await (await fetch(answer.GatewayPageURL ?? '')).text();
    expect(html).toContain('&lt;b&gt;Rice &amp; &quot;Dal&quot;&lt;/b&gt;');
  });

  it('posts the signed IPN, then sends the browser on with a 307 to the success URL', async () => {
    const { session, fields, clicked } = await decide('approve');
    expect(clicked.status).toBe(307);
    expect(clicked.headers.get('location')).toBe(standIn.urls.success);
    const ipns = standIn.ipns();
    expect(ipns).toHaveLength(1);
    expect(ipns[0]).toEqual(fields);
    expect(ipns[0]).toMatchObject({
      tran_id: session.form.tran_id,
      amount: '250.00',
      status: 'VALID',
      risk_level: '0',
    });
    expect(checkSslcommerzSign(ipns[0] ?? {}, TEST_SSLCOMMERZ_STORE.storePassword)).toBe('valid');
  });

  it('sends fail and cancel to their URLs, without a val_id', async () => {
    const failed = await decide('fail');
    expect(failed.clicked.headers.get('location')).toBe(standIn.urls.fail);
    expect(standIn.ipns()[0]).toMatchObject({ status: 'FAILED' });
    expect(standIn.ipns()[0]?.val_id).toBeUndefined();
    const cancelled = await decide('cancel');
    expect(cancelled.clicked.headers.get('location')).toBe(standIn.urls.cancel);
    expect(standIn.ipns()[1]).toMatchObject({ status: 'CANCELLED' });
  });

  it('decides a session once: the page and a second click answer 409; an unknown key 404', async () => {
    const { session, fields } = await decide('approve');
    const url = session.answer.GatewayPageURL ?? '';
    expect((await fetch(url)).status).toBe(409);
    const again = await fetch(`${url}/fail`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(again.status).toBe(409);
    expect((await fetch(`${standIn.baseUrl}/pay/NOSUCHKEY`)).status).toBe(404);
  });
});

describe('SSLCommerz stand-in: validation, query, refund', () => {
  it('validates VALID once, VALIDATED after; an unknown val_id is INVALID_TRANSACTION', async () => {
    const { fields } = await decide('approve');
    expect(await validate(fields.val_id ?? '')).toMatchObject({
      APIConnect: 'DONE',
      status: 'VALID',
      amount: '250.00',
    });
    expect(await validate(fields.val_id ?? '')).toMatchObject({ status: 'VALIDATED' });
    expect(await validate('NOPE')).toMatchObject({ status: 'INVALID_TRANSACTION' });
    expect(await validate(fields.val_id ?? '', { store_passwd: 'x' })).toEqual({ APIConnect: 'FAILED' });
  });

  it('lists attempts by tran_id, and answers a refund and its query', async () => {
    const { session, fields } = await decide('approve');
    const listed = await merchantApi({ tran_id: session.form.tran_id });
    expect(listed).toMatchObject({ APIConnect: 'DONE', no_of_trans_found: 1 });
    expect((listed.element as object[])[0]).toMatchObject({
      status: 'VALID',
      bank_tran_id: fields.bank_tran_id,
    });
    const refund = {
      bank_tran_id: fields.bank_tran_id ?? '',
      refund_amount: '50.00',
      refund_remarks: 'r',
      refe_id: 'x',
    };
    const first = await merchantApi({ ...refund, refund_trans_id: 'RF1' });
    expect(first).toMatchObject({ APIConnect: 'DONE', status: 'success', trans_id: session.form.tran_id });
    // The same refund_trans_id again is the same refund, not a second one.
    expect(await merchantApi({ ...refund, refund_trans_id: 'RF1' })).toMatchObject({
      refund_ref_id: first.refund_ref_id,
    });
    expect(await merchantApi({ ...refund, refund_trans_id: 'RF2', refund_amount: '200.01' })).toMatchObject({
      status: 'failed',
    });
    expect(await merchantApi({ refund_ref_id: String(first.refund_ref_id) })).toMatchObject({
      status: 'refunded',
    });
    expect(await merchantApi({ ...refund, refund_trans_id: '' })).toMatchObject({
      APIConnect: 'INVALID_REQUEST',
    });
  });
});

describe('SSLCommerz stand-in: knobs', () => {
  it('repeats the IPN, skips it, and reports an overridden amount everywhere', async () => {
    await standIn.control({ ipnRepeat: 3, amountOverride: '12.00' });
    const { session, fields } = await decide('approve');
    expect(standIn.ipns()).toHaveLength(3);
    expect(standIn.ipns().every((ipn) => ipn.amount === '12.00')).toBe(true);
    expect(await validate(fields.val_id ?? '')).toMatchObject({ amount: '12.00', currency_amount: '12.00' });
    expect(((await merchantApi({ tran_id: session.form.tran_id })).element as object[])[0]).toMatchObject({
      amount: '12.00',
    });
    await standIn.control({ reset: true, skipIpn: true });
    standIn.received.length = 0;
    await decide('approve');
    expect(standIn.ipns()).toHaveLength(0);
  });

  it('holds a stalled call until its caller gives up, then answers the next one', async () => {
    await standIn.control({ stall: { validation: 1 } });
    const held = fetch(`${standIn.baseUrl}/validator/api/validationserverAPI.php?val_id=x`, {
      signal: AbortSignal.timeout(200),
    });
    await expect(held).rejects.toThrow(/abort|timeout/i);
    expect(await validate('x')).toMatchObject({ status: 'INVALID_TRANSACTION' });
    expect((await standIn.control({})).body).toMatchObject({
      stall: { validation: 0 },
      counts: { validation: 2 },
    });
  });

  it('refuses a control body it does not understand', async () => {
    expect((await standIn.control({ ipnRepeat: -1 })).status).toBe(400);
    expect((await standIn.control({ delayMs: 5 })).status).toBe(400);
  });
});

describe('SSLCommerz stand-in: closing', () => {
  it('closes even while a stalled call is still held', async () => {
    const own = await startStandIn();
    await own.control({ stall: { session: 1 } });
    const pending = fetch(`${own.baseUrl}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams(store),
    });
    // The held request has arrived once the counter moved.
    for (
      let i = 0;
      i < 100 && ((await own.control({})).body.counts as { session: number }).session === 0;
      i++
    );
    await own.close();
    await expect(pending).rejects.toThrow();
  });
});
