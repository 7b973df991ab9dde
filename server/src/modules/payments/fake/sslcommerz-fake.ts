import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { amountStringToPoisha, poishaToAmountString } from '@bulkbazar/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
// Spelled from modules/: the layer lint reads any '../<dir>/' as another module, even within payments/.
import { signSslcommerzFields } from '../../payments/gateways/sslcommerz-sign.js';
import { messagePage, payerPage, payerPageCsp, type PayerDecision } from './sslcommerz-payer-page.js';

// A local stand-in for SSLCommerz v4, served with PAYMENTS_FAKE=true: the session API, the validation API,
// the transaction query / refund API (one endpoint, told apart by its parameters, as at SSLCommerz), and a
// payer page instead of the hosted one. The same paths, field names and status values as the sandbox;
// answers are HTTP 200 with the refusal in the body, as SSLCommerz answers. State lives in the plugin
// instance, so two apps (or two tests) never share sessions.
//
// Not documented publicly, so chosen here: bad credentials on the session API answer status FAILED with
// "Store Credential Error Or Store is De-active" (what merchants report); on the other APIs APIConnect
// FAILED (bad credentials) or INVALID_REQUEST (missing parameters), two of the documented values.

/** The store the stand-in accepts and signs for: with PAYMENTS_FAKE, the one made for the database. */
export type SslcommerzFakeStore = { storeId: string; storePassword: string };
export type SslcommerzFakeOptions = { publicUrl: string; store: SslcommerzFakeStore };

type Outcome = 'VALID' | 'FAILED' | 'CANCELLED';
type Session = {
  key: string;
  tranId: string;
  amount: string;
  currency: string;
  productName: string;
  urls: { success: string; fail: string; cancel: string; ipn: string | null };
  values: Record<'value_a' | 'value_b' | 'value_c' | 'value_d', string>;
  /** The payer's attempt, from the first view of the payer page (PENDING in the query until decided). */
  attempt: { valId: string; bankTranId: string; tranDate: string } | null;
  outcome: Outcome | null;
  validations: number;
  refundedPoisha: number;
};
type Refund = { refId: string; transId: string; session: Session; amount: string; at: string };

const SESSION_FIELDS = [
  'total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email',
  'cus_add1', 'cus_city', 'cus_country', 'cus_phone', 'shipping_method', 'product_name', 'product_category',
  'product_profile',
] as const; // prettier-ignore
const PROFILES = new Set(['general', 'physical-goods', 'non-physical-goods', 'airline-tickets', 'travel-vertical', 'telecom-vertical']); // prettier-ignore
/** SSLCommerz takes 10.00 to 500000.00 BDT per transaction. */
const MIN_POISHA = 1_000;
const MAX_POISHA = 50_000_000;
const CALLS = ['session', 'validation', 'query', 'refund'] as const;
type Call = (typeof CALLS)[number];

const stallCount = z.number().int().min(0).max(20);
const controlSchema = z
  .object({
    /** How many times each IPN is posted (all at once: a replay storm); 0 sends none. */
    ipnRepeat: z.number().int().min(0).max(50).optional(),
    /** The amount the IPN, the validation API and the query report (a tampered or mismatched amount). */
    amountOverride: z
      .string()
      .regex(/^\d{1,13}(\.\d{1,2})?$/)
      .nullable()
      .optional(),
    skipIpn: z.boolean().optional(),
    /** The next N calls of each API get no answer at all, until the caller gives up (its timeout). */
    stall: z
      .object({ session: stallCount, validation: stallCount, query: stallCount, refund: stallCount })
      .partial()
      .strict()
      .optional(),
    /** Knobs back to their defaults, counters to zero, stalled calls dropped; sessions stay. */
    reset: z.literal(true).optional(),
  })
  .strict();

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) => Array.from(randomBytes(length), (b) => ALPHANUMERIC[b % 62]).join('');
/** Dhaka time as SSLCommerz writes it: "2016-05-08 15:53:49". */
const dhakaTime = (at = Date.now()) =>
  new Date(at + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
/** Ids like the sandbox's: a yymmddHHMMSS stamp and random letters ("2104182023530eW1BEsNECM6DtH"). */
const gatewayId = () => `${dhakaTime().replace(/\D/g, '').slice(2)}${randomText(15)}`;

/** Every parameter the stand-in reads; absent ones read as ''. */
const PARAMS = [
  ...SESSION_FIELDS, 'store_id', 'store_passwd', 'ipn_url', 'value_a', 'value_b', 'value_c', 'value_d',
  'val_id', 'sessionkey', 'bank_tran_id', 'refund_trans_id', 'refund_amount', 'refund_remarks', 'refe_id',
  'refund_ref_id',
] as const; // prettier-ignore
type Params = Record<(typeof PARAMS)[number], string>;

/** The form body (POST) or query string (GET), as text. */
function paramsOf(request: FastifyRequest): Params {
  const raw = (request.body ?? request.query ?? {}) as Record<string, unknown>;
  const read = (name: string) => (typeof raw[name] === 'string' ? raw[name] : '');
  return Object.fromEntries(PARAMS.map((name) => [name, read(name)])) as Params;
}
const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const DECISIONS: Record<PayerDecision, Outcome> = { approve: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' };

export const sslcommerzFakeRoutes: FastifyPluginAsync<SslcommerzFakeOptions> = async (app, opts) => {
  const merchant = opts.store;
  const wrongStore = (f: Params) =>
    f.store_id !== merchant.storeId || f.store_passwd !== merchant.storePassword;
  const sessions = new Map<string, Session>();
  const byTranId = new Map<string, Session[]>();
  const byValId = new Map<string, Session>();
  const byBankTranId = new Map<string, Session>();
  const refunds = new Map<string, Refund>();
  const defaults = () => ({
    ipnRepeat: 1,
    amountOverride: null as string | null,
    skipIpn: false,
    stall: noCalls(),
  });
  const noCalls = () => Object.fromEntries(CALLS.map((c) => [c, 0])) as Record<Call, number>;
  let knobs = defaults();
  let counts = noCalls();

  // Stalled calls: their responses stay open until the caller hangs up, a reset, or the app closing.
  const stalled = new Set<ServerResponse>();
  const drop = () => stalled.forEach((res) => res.destroy());
  app.addHook('preClose', async () => drop());
  async function stallIfTold(call: Call, reply: FastifyReply): Promise<boolean> {
    counts[call]++;
    if (knobs.stall[call] <= 0) return false;
    knobs.stall[call]--;
    reply.hijack();
    stalled.add(reply.raw);
    await new Promise((resolve) => reply.raw.once('close', resolve));
    stalled.delete(reply.raw);
    return true;
  }

  // The session API and the payer page's forms post x-www-form-urlencoded; the parser is this plugin's own.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  const reported = (s: Session) => knobs.amountOverride ?? s.amount;

  /** The transaction as the validation API and the query describe it (and the IPN, signed, below). */
  function transaction(s: Session, status: string) {
    const amount = reported(s);
    const store = poishaToAmountString(Math.floor(((amountStringToPoisha(amount) ?? 0) * 975) / 1000));
    return {
      tran_id: s.tranId,
      ...(s.outcome === 'VALID' || status === 'VALID' ? { val_id: s.attempt?.valId ?? '' } : {}),
      amount,
      card_type: 'VISA-Dutch Bangla',
      store_amount: store,
      card_no: '418117XXXXXX7814',
      // A bank transaction exists once the bank has answered: paid or declined.
      ...(['VALID', 'VALIDATED', 'FAILED'].includes(status)
        ? { bank_tran_id: s.attempt?.bankTranId ?? '' }
        : {}),
      status,
      tran_date: s.attempt?.tranDate ?? dhakaTime(),
      error: status === 'FAILED' ? 'Declined on the test stand-in' : '',
      currency: 'BDT',
      card_issuer: 'BULKBAZAR TEST BANK',
      card_brand: 'VISA',
      card_sub_brand: 'Classic',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      store_id: merchant.storeId,
      currency_type: s.currency,
      currency_amount: amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      ...s.values,
      risk_level: '0',
      risk_title: 'Safe',
    };
  }

  /** What SSLCommerz posts to the IPN and (through the browser) to the return URL, signed. */
  function gatewayPost(s: Session, outcome: Outcome): Record<string, string> {
    const fields = transaction(s, outcome);
    return { ...fields, ...signSslcommerzFields(fields, merchant.storePassword) };
  }

  const statusNow = (s: Session) =>
    s.outcome === 'VALID' ? (s.validations > 0 ? 'VALIDATED' : 'VALID') : (s.outcome ?? 'PENDING');

  async function postIpn(s: Session, fields: Record<string, string>) {
    if (knobs.skipIpn || !s.urls.ipn) return;
    const ipn = s.urls.ipn;
    await Promise.all(
      Array.from({ length: knobs.ipnRepeat }, async () => {
        try {
          const res = await fetch(ipn, {
            method: 'POST',
            body: new URLSearchParams(fields),
            signal: AbortSignal.timeout(10_000),
          });
          await res.body?.cancel();
          if (!res.ok)
            app.log.warn({ status: res.status, tranId: s.tranId }, 'SSLCommerz stand-in: IPN refused');
        } catch (err) {
          app.log.warn({ err, tranId: s.tranId }, 'SSLCommerz stand-in: IPN not delivered');
        }
      }),
    );
  }

  const hidden = { schema: { hide: true } };

  app.post('/gwprocess/v4/api.php', hidden, async (request, reply) => {
    if (await stallIfTold('session', reply)) return;
    const f = paramsOf(request);
    const failed = (failedreason: string) => ({
      status: 'FAILED',
      failedreason,
      sessionkey: '',
      gw: null,
      GatewayPageURL: '',
    });
    if (wrongStore(f)) return failed('Store Credential Error Or Store is De-active');
    const missing = SESSION_FIELDS.find((k) => !f[k]);
    if (missing) return failed(`Invalid Information: ${missing} is missing`);
    const poisha = amountStringToPoisha(f.total_amount);
    if (poisha === null || poisha < MIN_POISHA || poisha > MAX_POISHA) {
      return failed('Invalid Information: total_amount must be from 10.00 to 500000.00 BDT');
    }
    if (f.currency !== 'BDT') return failed('Invalid Information: the stand-in takes BDT only');
    if (!PROFILES.has(f.product_profile)) return failed('Invalid Information: product_profile');
    const urls = [f.success_url, f.fail_url, f.cancel_url, f.ipn_url].filter((u) => u !== '');
    if (!urls.every(isHttpUrl))
      return failed('Invalid Information: success_url, fail_url, cancel_url, ipn_url');
    const session: Session = {
      key: randomText(32).toUpperCase(),
      tranId: f.tran_id,
      amount: poishaToAmountString(poisha),
      currency: f.currency,
      productName: f.product_name,
      urls: { success: f.success_url, fail: f.fail_url, cancel: f.cancel_url, ipn: f.ipn_url || null },
      values: {
        value_a: f.value_a,
        value_b: f.value_b,
        value_c: f.value_c,
        value_d: f.value_d,
      },
      attempt: null,
      outcome: null,
      validations: 0,
      refundedPoisha: 0,
    };
    sessions.set(session.key, session);
    byTranId.set(session.tranId, [...(byTranId.get(session.tranId) ?? []), session]);
    const origin = opts.publicUrl.replace(/\/$/, '');
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.key,
      gw: { visa: 'dbbl_visa', master: 'dbbl_master', mobilebanking: 'bkash,nagad,rocket' },
      redirectGatewayURL: '',
      redirectGatewayURLFailed: '',
      // The prefix the stand-in is registered under (FAKE_GATEWAY_PATHS.sslcommerz in the app).
      GatewayPageURL: `${origin}${app.prefix}/pay/${session.key}`,
      storeBanner: '',
      storeLogo: '',
      store_name: 'BulkBazar (test stand-in)',
      desc: [],
      is_direct_pay_enable: '0',
    };
  });

  app.get('/validator/api/validationserverAPI.php', hidden, async (request, reply) => {
    if (await stallIfTold('validation', reply)) return;
    const f = paramsOf(request);
    if (!f.val_id || !f.store_id || !f.store_passwd) return { APIConnect: 'INVALID_REQUEST' };
    if (wrongStore(f)) return { APIConnect: 'FAILED' };
    const s = byValId.get(f.val_id);
    if (!s || s.outcome !== 'VALID') return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
    const status = statusNow(s);
    s.validations++;
    return { APIConnect: 'DONE', ...transaction(s, status), validated_on: dhakaTime(), gw_version: '' };
  });

  app.get('/validator/api/merchantTransIDvalidationAPI.php', hidden, async (request, reply) => {
    const f = paramsOf(request);
    const isRefund = f.refund_amount !== '' || f.bank_tran_id !== '';
    if (await stallIfTold(isRefund ? 'refund' : 'query', reply)) return;
    if (!f.store_id || !f.store_passwd) return { APIConnect: 'INVALID_REQUEST' };
    if (wrongStore(f)) return { APIConnect: 'FAILED' };
    if (isRefund) return refund(f);
    if (f.refund_ref_id) return refundQuery(f.refund_ref_id);
    if (f.sessionkey) {
      const s = sessions.get(f.sessionkey);
      if (!s) return { APIConnect: 'DONE', status: 'INVALID_REQUEST', sessionkey: f.sessionkey };
      return { APIConnect: 'DONE', sessionkey: s.key, ...transaction(s, statusNow(s)) };
    }
    if (!f.tran_id) return { APIConnect: 'INVALID_REQUEST' };
    const attempts = (byTranId.get(f.tran_id) ?? []).filter((s) => s.attempt !== null);
    return {
      APIConnect: 'DONE',
      no_of_trans_found: attempts.length,
      element: attempts.map((s) => ({ ...transaction(s, statusNow(s)), validated_on: '' })),
    };
  });

  function refund(f: Params) {
    const base = { APIConnect: 'DONE', bank_tran_id: f.bank_tran_id };
    const refused = (errorReason: string) => ({ ...base, status: 'failed', errorReason });
    const missing = (['bank_tran_id', 'refund_trans_id', 'refund_amount', 'refund_remarks'] as const).find(
      (k) => !f[k],
    );
    if (missing) return { APIConnect: 'INVALID_REQUEST', errorReason: `${missing} is missing` };
    const done = [...refunds.values()].find((r) => r.transId === f.refund_trans_id);
    // The same refund_trans_id again is the same refund (a retried request), never a second one.
    if (done)
      return {
        ...base,
        trans_id: done.session.tranId,
        refund_ref_id: done.refId,
        status: 'success',
        errorReason: '',
      };
    const s = byBankTranId.get(f.bank_tran_id);
    if (!s || s.outcome !== 'VALID')
      return refused('Invalid bank_tran_id or the transaction is not refundable');
    const poisha = amountStringToPoisha(f.refund_amount);
    if (!poisha) return refused('Invalid refund_amount');
    if (s.refundedPoisha + poisha > (amountStringToPoisha(s.amount) ?? 0)) {
      return refused('Refund amount exceeds the transaction amount');
    }
    s.refundedPoisha += poisha;
    const r: Refund = {
      refId: gatewayId(),
      transId: f.refund_trans_id,
      session: s,
      amount: f.refund_amount,
      at: dhakaTime(),
    };
    refunds.set(r.refId, r);
    return { ...base, trans_id: s.tranId, refund_ref_id: r.refId, status: 'success', errorReason: '' };
  }

  function refundQuery(refId: string) {
    const r = refunds.get(refId);
    if (!r)
      return {
        APIConnect: 'DONE',
        refund_ref_id: refId,
        status: 'failed',
        errorReason: 'Invalid refund_ref_id',
      };
    return {
      APIConnect: 'DONE',
      bank_tran_id: r.session.attempt?.bankTranId ?? '',
      tran_id: r.session.tranId,
      refund_ref_id: r.refId,
      initiated_on: r.at,
      refunded_on: r.at,
      status: 'refunded',
      errorReason: '',
    };
  }

  const html = (reply: FastifyReply) =>
    // The shop's Referrer-Policy (no-referrer) would make a browser send `Origin: null` with the payer page's
    // form posts, which the shop's CSRF check refuses when the session cookie rides along (the stand-in shares
    // the shop's origin; SSLCommerz's real page does not): these pages keep their origin.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin');

  app.get<{ Params: { key: string } }>('/pay/:key', hidden, async (request, reply) => {
    const s = sessions.get(request.params.key);
    if (!s) return html(reply).code(404).send(messagePage('There is no SSLCommerz session with this key.'));
    if (s.outcome)
      return html(reply)
        .code(409)
        .send(messagePage(`This payment is already ${s.outcome}.`));
    // The payer is on the page: from now on the query lists the attempt as PENDING.
    if (!s.attempt) {
      s.attempt = { valId: gatewayId(), bankTranId: gatewayId(), tranDate: dhakaTime() };
      byValId.set(s.attempt.valId, s);
      byBankTranId.set(s.attempt.bankTranId, s);
    }
    const fields = {
      approve: gatewayPost(s, 'VALID'),
      fail: gatewayPost(s, 'FAILED'),
      cancel: gatewayPost(s, 'CANCELLED'),
    };
    return html(reply)
      .header('content-security-policy', payerPageCsp([s.urls.success, s.urls.fail, s.urls.cancel]))
      .send(
        payerPage({
          amount: s.amount,
          tranId: s.tranId,
          productName: s.productName,
          actionBase: `${app.prefix}/pay/${s.key}`,
          fields,
        }),
      );
  });

  app.post<{ Params: { key: string; decision: string } }>(
    '/pay/:key/:decision',
    hidden,
    async (request, reply) => {
      const { key, decision } = request.params;
      const s = sessions.get(key);
      if (!s || !s.attempt || !Object.hasOwn(DECISIONS, decision)) {
        return html(reply).code(404).send(messagePage('Nothing to decide here.'));
      }
      if (s.outcome)
        return html(reply)
          .code(409)
          .send(messagePage(`This payment is already ${s.outcome}.`));
      const outcome = DECISIONS[decision as PayerDecision];
      s.outcome = outcome;
      // Server to server first, as SSLCommerz does; then the browser re-posts the form's fields (the same
      // signed fields, rendered on the page) to the shop's return URL.
      await postIpn(s, gatewayPost(s, outcome));
      const to = outcome === 'VALID' ? s.urls.success : outcome === 'FAILED' ? s.urls.fail : s.urls.cancel;
      return reply.redirect(to, 307);
    },
  );

  const controlState = () => ({ ...knobs, counts });
  // The knobs change what validation reports (a tampered amount fails every payment): administrators only.
  const control = { ...hidden, config: { access: 'admin' as const } };
  app.get('/control', control, async () => controlState());
  app.post('/control', control, async (request, reply) => {
    const parsed = controlSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
        .join('; ');
      return reply.code(400).send({ message });
    }
    const c = parsed.data;
    if (c.reset) {
      knobs = defaults();
      counts = noCalls();
      drop();
    }
    if (c.ipnRepeat !== undefined) knobs.ipnRepeat = c.ipnRepeat;
    if (c.amountOverride !== undefined) knobs.amountOverride = c.amountOverride;
    if (c.skipIpn !== undefined) knobs.skipIpn = c.skipIpn;
    for (const call of CALLS) knobs.stall[call] = c.stall?.[call] ?? knobs.stall[call];
    return controlState();
  });
};
