import { randomBytes } from 'node:crypto';
import { amountStringToPoisha } from '@bulkbazar/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messagePage, payerPage, type PayerDecision } from './bkash-payer-page.js';

// A local stand-in for bKash Tokenized Checkout (v1.2.0-beta), served with PAYMENTS_FAKE=true: the same
// paths, fields, status values and refusal codes as the sandbox, and a payer page instead of bKash's. Its
// state lives in the plugin instance, so two apps (or two tests) never share payments or tokens.
//
// Refusals are answered as bKash answers them: HTTP 200 with statusCode/statusMessage (codes from bKash's
// published list); a token its API gateway does not know gets HTTP 401 { message }. How the sandbox
// answers bad merchant credentials is not documented: the stand-in answers statusCode 9999 with a message,
// as merchants report seeing.

/** The merchant credentials the stand-in accepts: with PAYMENTS_FAKE, those made for the database. */
export type BkashFakeCredentials = { appKey: string; appSecret: string; username: string; password: string };
export type BkashFakeOptions = { publicUrl: string; credentials: BkashFakeCredentials };

type Payment = {
  paymentID: string;
  amount: string;
  invoice: string;
  payerReference: string;
  callbackURL: string;
  createTime: string;
  /** What the payer chose on the payer page; only execute (after approval) completes a payment. */
  payer: 'waiting' | 'approved' | 'failed' | 'cancelled';
  trxID: string | null;
  executeTime: string | null;
  refundedPoisha: number;
};

const OPERATIONS = ['grant', 'refresh', 'create', 'execute', 'status', 'refund'] as const;
type Counts = Record<(typeof OPERATIONS)[number], number>;
const noCounts = (): Counts => Object.fromEntries(OPERATIONS.map((o) => [o, 0])) as Counts;

/** Knobs for tests: a late execute answer (the payment still completes) and a tampered reported amount. */
const controlSchema = z
  .object({
    executeDelayMs: z.number().int().min(0).max(120_000).optional(),
    amountOverride: z
      .string()
      .regex(/^\d{1,13}(\.\d{1,2})?$/)
      .nullable()
      .optional(),
    /** Forget every id_token issued (its API gateway then answers 401), as when bKash revokes them early. */
    revokeTokens: z.literal(true).optional(),
    /** Knobs back to their defaults, counters to zero, held answers released; payments and tokens stay. */
    reset: z.literal(true).optional(),
  })
  .strict();

const PAYER_STATUS: Record<PayerDecision, 'success' | 'failure' | 'cancel'> = {
  approve: 'success',
  fail: 'failure',
  cancel: 'cancel',
};
const PAYER_CHOICE = { approve: 'approved', fail: 'failed', cancel: 'cancelled' } as const;

const CREATE_FIELDS = [
  'mode',
  'payerReference',
  'callbackURL',
  'amount',
  'currency',
  'intent',
  'merchantInvoiceNumber',
];

/** Our client always sends two decimals ("125.50"); a float or "125.5" here means a client bug. */
const AMOUNT = /^\d{1,13}\.\d{2}$/;

const refuse = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const ok = { statusCode: '0000', statusMessage: 'Successful' } as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomId = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % 36]).join('');

/** bKash's timestamps: Dhaka time as "2025-12-09T16:12:43:828 GMT+0600". */
function bkashTime(at = Date.now()): string {
  const iso = new Date(at + 6 * 3_600_000).toISOString();
  return `${iso.slice(0, 19)}:${iso.slice(20, 23)} GMT+0600`;
}

const fieldsOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** bKash sends the payer back to callbackURL with paymentID and status added to its query string. */
function callbackWith(callbackURL: string, paymentID: string, status: string): string {
  const url = new URL(callbackURL);
  url.searchParams.set('paymentID', paymentID);
  url.searchParams.set('status', status);
  return url.toString();
}

export const bkashFakeRoutes: FastifyPluginAsync<BkashFakeOptions> = async (
  app,
  { publicUrl, credentials },
) => {
  const origin = publicUrl.replace(/\/$/, '');
  const payments = new Map<string, Payment>();
  const idTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const trxIDs = new Set<string>();
  let knobs = { executeDelayMs: 0, amountOverride: null as string | null };
  let counts = noCounts();

  // Execute answers held back by executeDelayMs; released early by a reset and when the app closes.
  const held = new Set<() => void>();
  const hold = (ms: number) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      held.add(release);
    });
  const releaseHeld = () => [...held].forEach((release) => release());
  app.addHook('preClose', async () => releaseHeld());

  // The payer page's forms post no fields; a browser still sends this content type.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );
  }

  function newTrxID(): string {
    let id: string;
    do id = randomId(10);
    while (trxIDs.has(id));
    trxIDs.add(id);
    return id;
  }

  function issueToken(refreshToken = `fake-refresh-${randomId(24)}`) {
    const idToken = `fake-id-${randomId(32)}`;
    idTokens.add(idToken);
    refreshTokens.add(refreshToken);
    return { ...ok, id_token: idToken, token_type: 'Bearer', expires_in: 3600, refresh_token: refreshToken };
  }

  function merchantRefusal(request: FastifyRequest) {
    const fields = fieldsOf(request);
    if (request.headers.username !== credentials.username) {
      return refuse('9999', 'Username does not exist');
    }
    if (request.headers.password !== credentials.password) return refuse('9999', 'Invalid Password');
    if (fields.app_key !== credentials.appKey || fields.app_secret !== credentials.appSecret) {
      return refuse('2001', 'Invalid App Key');
    }
    return null;
  }

  const transactionStatus = (p: Payment) =>
    p.trxID
      ? 'Completed'
      : p.payer === 'failed'
        ? 'Failed'
        : p.payer === 'cancelled'
          ? 'Cancelled'
          : 'Initiated';

  /** The payment as execute and payment/status report it (with the tampered amount when one is set). */
  const report = (p: Payment) => ({
    paymentID: p.paymentID,
    payerReference: p.payerReference,
    paymentCreateTime: p.createTime,
    paymentExecuteTime: p.executeTime ?? undefined,
    trxID: p.trxID ?? undefined,
    transactionStatus: transactionStatus(p),
    amount: knobs.amountOverride ?? p.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: p.invoice,
    ...ok,
  });

  const hidden = { schema: { hide: true } };
  const checkToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization;
    if (!token || !idTokens.has(token)) return reply.code(401).send({ message: 'Unauthorized' });
    if (request.headers['x-app-key'] !== credentials.appKey) {
      return reply.send(refuse('2001', 'Invalid App Key'));
    }
  };
  const api = { ...hidden, preHandler: checkToken };
  const paymentNamed = (request: FastifyRequest) => payments.get(str(fieldsOf(request).paymentID));

  app.post('/tokenized/checkout/token/grant', hidden, async (request) => {
    counts.grant++;
    return merchantRefusal(request) ?? issueToken();
  });

  app.post('/tokenized/checkout/token/refresh', hidden, async (request) => {
    counts.refresh++;
    const refreshToken = str(fieldsOf(request).refresh_token);
    return (
      merchantRefusal(request) ??
      (refreshTokens.has(refreshToken) ? issueToken(refreshToken) : refuse('9999', 'Invalid refresh token'))
    );
  });

  app.post('/tokenized/checkout/create', api, async (request) => {
    counts.create++;
    const fields = fieldsOf(request);
    const missing = CREATE_FIELDS.find(
      (k) => fields[k] === undefined || fields[k] === null || fields[k] === '',
    );
    if (missing) return refuse('2065', `Mandatory field missing: ${missing}`);
    const [amount, invoice, callbackURL] = [
      str(fields.amount),
      str(fields.merchantInvoiceNumber),
      str(fields.callbackURL),
    ];
    if (fields.mode !== '0011') return refuse('2063', 'Mode is not valid as per request data');
    if (!AMOUNT.test(amount) || amountStringToPoisha(amount) === 0) return refuse('2006', 'Invalid amount');
    if (fields.currency !== 'BDT') return refuse('2007', 'Invalid currency');
    if (fields.intent !== 'sale') return refuse('2008', 'Invalid intent');
    if (!isHttpUrl(callbackURL)) return refuse('2049', 'Invalid Merchant Callback URL');
    if (!invoice || invoice.length > 255) return refuse('2031', 'Invalid merchant invoice number');
    if (!str(fields.payerReference)) return refuse('2048', 'Invalid Payer Reference');
    const paymentID = `TR0011${randomId(16)}`;
    const payment: Payment = {
      paymentID,
      amount,
      invoice,
      payerReference: str(fields.payerReference),
      callbackURL,
      createTime: bkashTime(),
      payer: 'waiting',
      trxID: null,
      executeTime: null,
      refundedPoisha: 0,
    };
    payments.set(paymentID, payment);
    return {
      paymentID,
      // The prefix the stand-in is registered under (FAKE_GATEWAY_PATHS.bkash in the app).
      bkashURL: `${origin}${app.prefix}/pay/${paymentID}`,
      callbackURL,
      successCallbackURL: callbackWith(callbackURL, paymentID, 'success'),
      failureCallbackURL: callbackWith(callbackURL, paymentID, 'failure'),
      cancelledCallbackURL: callbackWith(callbackURL, paymentID, 'cancel'),
      amount,
      intent: 'sale',
      currency: 'BDT',
      paymentCreateTime: payment.createTime,
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: invoice,
      ...ok,
    };
  });

  app.post('/tokenized/checkout/execute', api, async (request) => {
    counts.execute++;
    const payment = paymentNamed(request);
    if (!payment) return refuse('2002', 'Invalid Payment ID');
    if (payment.trxID) return refuse('2062', 'The payment has already been completed');
    if (payment.payer !== 'approved') return refuse('2056', 'Invalid Payment State');
    payment.trxID = newTrxID();
    payment.executeTime = bkashTime();
    // The money has moved; only the answer is late, as when bKash's reply is lost on the way.
    if (knobs.executeDelayMs > 0) await hold(knobs.executeDelayMs);
    return report(payment);
  });

  app.post('/tokenized/checkout/payment/status', api, async (request) => {
    counts.status++;
    const payment = paymentNamed(request);
    return payment ? { ...report(payment), mode: '0011' } : refuse('2002', 'Invalid Payment ID');
  });

  app.post('/tokenized/checkout/payment/refund', api, async (request) => {
    counts.refund++;
    const fields = fieldsOf(request);
    const payment = paymentNamed(request);
    if (!payment) return refuse('2002', 'Invalid Payment ID');
    if (!payment.trxID) return refuse('2056', 'Invalid Payment State');
    if (fields.trxID !== payment.trxID) return refuse('2033', 'Transaction not found');
    if (!str(fields.sku) || !str(fields.reason)) return refuse('2065', 'Mandatory field missing');
    const amount = str(fields.amount);
    const poisha = AMOUNT.test(amount) ? amountStringToPoisha(amount) : null;
    if (!poisha) return refuse('2006', 'Invalid amount');
    if (payment.refundedPoisha + poisha > (amountStringToPoisha(payment.amount) ?? 0)) {
      return refuse('2026', 'The reversal amount cannot be greater than the original transaction amount');
    }
    payment.refundedPoisha += poisha;
    return {
      completedTime: bkashTime(),
      transactionStatus: 'Completed',
      originalTrxID: payment.trxID,
      refundTrxID: newTrxID(),
      amount,
      currency: 'BDT',
      charge: '0.00',
      ...ok,
    };
  });

  app.get<{ Params: { paymentID: string } }>('/pay/:paymentID', hidden, async (request, reply) => {
    const payment = payments.get(request.params.paymentID);
    // The shop's own Referrer-Policy (no-referrer) makes a browser send `Origin: null` with this page's form
    // posts, which the shop's CSRF check refuses when the session cookie rides along (the stand-in shares
    // the shop's origin; bKash's real page does not): this page keeps its origin.
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin');
    if (!payment) return reply.code(404).send(messagePage('There is no bKash payment with this id.'));
    if (payment.payer !== 'waiting') {
      return reply.code(409).send(messagePage(`This payment is already ${payment.payer}.`));
    }
    return payerPage({
      amount: payment.amount,
      invoice: payment.invoice,
      actionBase: `${app.prefix}/pay/${encodeURIComponent(payment.paymentID)}`,
    });
  });

  app.post<{ Params: { paymentID: string; decision: string } }>(
    '/pay/:paymentID/:decision',
    hidden,
    async (request, reply) => {
      const { paymentID, decision } = request.params;
      const payment = payments.get(paymentID);
      if (!payment || !Object.hasOwn(PAYER_STATUS, decision)) {
        return reply.code(404).type('text/html; charset=utf-8').send(messagePage('Nothing to decide here.'));
      }
      if (payment.payer !== 'waiting') {
        return reply
          .code(409)
          .type('text/html; charset=utf-8')
          .send(messagePage(`This payment is already ${payment.payer}.`));
      }
      payment.payer = PAYER_CHOICE[decision as PayerDecision];
      return reply.redirect(
        callbackWith(payment.callbackURL, paymentID, PAYER_STATUS[decision as PayerDecision]),
        303,
      );
    },
  );

  const controlState = () => ({ ...knobs, counts });
  // The knobs make every later approval fail: administrators only (the payer page above stays open).
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
      knobs = { executeDelayMs: 0, amountOverride: null };
      counts = noCounts();
      releaseHeld();
    }
    if (c.revokeTokens) idTokens.clear();
    if (c.executeDelayMs !== undefined) knobs.executeDelayMs = c.executeDelayMs;
    if (c.amountOverride !== undefined) knobs.amountOverride = c.amountOverride;
    return controlState();
  });
};
