import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';

// A local stand-in for bKash's B2C payout (PAYOUTS_FAKE=true): the same paths, fields and refusal shape as the
// client speaks (bkash-b2c-client.ts), an organisation balance the payouts come out of, and a record of every
// payout it made so tests see whether money moved once. Its state lives in the plugin instance.

export type BkashB2cFakeCredentials = {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
};

type Paid = { invoice: string; wallet: string; amount: string; trxID: string };

const controlSchema = z
  .object({
    /** The merchant's disbursement balance in poisha (default ৳10,00,000). */
    balancePoisha: z.number().int().min(0).max(1e15).optional(),
    /** The money moves, the answer comes this late (the client gives up first: a lost answer). */
    answerDelayMs: z.number().int().min(0).max(120_000).optional(),
    /** Knobs and counts back to their defaults, held answers released; what was paid stays. */
    reset: z.literal(true).optional(),
  })
  .strict();

const AMOUNT = /^\d{1,13}\.\d{2}$/;
const WALLET = /^01[3-9]\d{8}$/;
const DEFAULT_BALANCE = 10_00_000_00;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomId = (n: number) => Array.from(randomBytes(n), (b) => ALPHABET[b % 36]).join('');
const refuse = (errorCode: string, errorMessage: string) => ({ errorCode, errorMessage });
const fields = (request: FastifyRequest) =>
  (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** bKash's timestamps: Dhaka time as "2025-12-09T16:12:43:828 GMT+0600". */
function bkashTime(at = Date.now()): string {
  const iso = new Date(at + 6 * 3_600_000).toISOString();
  return `${iso.slice(0, 19)}:${iso.slice(20, 23)} GMT+0600`;
}

export const bkashB2cFakeRoutes: FastifyPluginAsync<{ credentials: BkashB2cFakeCredentials }> = async (
  app,
  { credentials },
) => {
  const tokens = new Set<string>();
  const paid: Paid[] = [];
  let knobs = { balancePoisha: DEFAULT_BALANCE, answerDelayMs: 0 };
  let counts = { grant: 0, b2cPayment: 0 };

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

  const hidden = { schema: { hide: true } };

  app.post('/checkout/token/grant', hidden, async (request) => {
    counts.grant++;
    const f = fields(request);
    if (request.headers.username !== credentials.username) return refuse('9999', 'Username does not exist');
    if (request.headers.password !== credentials.password) return refuse('9999', 'Invalid Password');
    if (f.app_key !== credentials.appKey || f.app_secret !== credentials.appSecret) {
      return refuse('2001', 'Invalid App Key');
    }
    const idToken = `fake-b2c-${randomId(32)}`;
    tokens.add(idToken);
    return { id_token: idToken, token_type: 'Bearer', expires_in: 3600, refresh_token: `r-${randomId(24)}` };
  });

  app.post('/checkout/payment/b2cPayment', hidden, async (request, reply) => {
    counts.b2cPayment++;
    const token = request.headers.authorization;
    if (!token || !tokens.has(token)) return reply.code(401).send({ message: 'Unauthorized' });
    if (request.headers['x-app-key'] !== credentials.appKey) return refuse('2001', 'Invalid App Key');
    const f = fields(request);
    const [amount, invoice, wallet] = [str(f.amount), str(f.merchantInvoiceNumber), str(f.receiverMSISDN)];
    if (!amount || !invoice || !wallet || !f.currency) return refuse('2065', 'Mandatory field missing');
    if (f.currency !== 'BDT') return refuse('2007', 'Invalid currency');
    const poisha = AMOUNT.test(amount) ? Math.round(Number(amount) * 100) : 0;
    if (poisha <= 0) return refuse('2006', 'Invalid amount');
    if (!WALLET.test(wallet)) return refuse('2068', 'Invalid receiver MSISDN');
    if (paid.some((p) => p.invoice === invoice)) return refuse('2029', 'Duplicate for all transactions');
    if (poisha > knobs.balancePoisha) return refuse('2023', 'Insufficient Balance');
    knobs.balancePoisha -= poisha;
    const trxID = randomId(10);
    paid.push({ invoice, wallet, amount, trxID });
    // The money has moved; only the answer is late, as when bKash's reply is lost on the way.
    if (knobs.answerDelayMs > 0) await hold(knobs.answerDelayMs);
    return {
      completedTime: bkashTime(),
      trxID,
      transactionStatus: 'Completed',
      amount,
      currency: 'BDT',
      receiverMSISDN: wallet,
      merchantInvoiceNumber: invoice,
      b2cFee: '0.00',
    };
  });

  const state = () => ({ ...knobs, counts, paid });
  // The knobs decide whether payouts go through: administrators only, like the payment stand-ins'.
  const control = { ...hidden, config: { access: 'admin' as const } };
  app.get('/control', control, async () => state());
  app.post('/control', control, async (request, reply) => {
    const parsed = controlSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({
        message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      });
    }
    const c = parsed.data;
    if (c.reset) {
      knobs = { balancePoisha: DEFAULT_BALANCE, answerDelayMs: 0 };
      counts = { grant: 0, b2cPayment: 0 };
      releaseHeld();
    }
    if (c.balancePoisha !== undefined) knobs.balancePoisha = c.balancePoisha;
    if (c.answerDelayMs !== undefined) knobs.answerDelayMs = c.answerDelayMs;
    return state();
  });
};
