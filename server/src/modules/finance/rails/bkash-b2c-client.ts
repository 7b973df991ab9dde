import { RailRefused, RailUnavailable, type PayoutRail } from './payout-rail.js';

// bKash's B2C payout ("Disbursement: B2C Payment" of its merchant API, v1.2.0-beta), as bKash publishes it for
// its Checkout API and the maintained clients call it: a grant token (POST /checkout/token/grant with the
// merchant's username/password headers and app_key/app_secret), then POST /checkout/payment/b2cPayment with
// { amount, currency: "BDT", merchantInvoiceNumber, receiverMSISDN } under the token and X-APP-Key; bKash answers
// { completedTime, trxID, transactionStatus: "Completed", amount, currency, receiverMSISDN,
// merchantInvoiceNumber, b2cFee }, or { errorCode, errorMessage } when it refuses. bKash publishes no query of a
// B2C payment by our invoice, so a lost answer is never retried: the operator settles it by hand from bKash's
// merchant portal.

export type BkashB2cCredentials = {
  /** e.g. https://checkout.sandbox.bka.sh/v1.2.0-beta (no trailing slash needed). */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
};

export type BkashB2cOptions = { timeoutMs?: number; now?: () => number };

type Answer = Record<string, unknown>;
const text = (v: unknown) =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** bKash's refusal in an answer (errorCode/errorMessage, or statusCode/statusMessage other than 0000). */
function refusal(answer: Answer): { code: string | null; message: string } | null {
  const code = text(answer.errorCode) ?? text(answer.statusCode);
  if (code === '0000') return null;
  const message = text(answer.errorMessage) ?? text(answer.statusMessage) ?? text(answer.message);
  if (code) return { code, message: message ?? `bKash refused the payout (code ${code})` };
  return message ? { code: null, message } : null;
}

/** Refresh this long before the token's stated expiry. */
const TOKEN_MARGIN_MS = 5 * 60_000;

export function createBkashB2cClient(
  cfg: BkashB2cCredentials,
  { timeoutMs = 30_000, now = Date.now }: BkashB2cOptions = {},
): PayoutRail {
  const base = cfg.baseUrl.replace(/\/$/, '');
  let token: { idToken: string; expiresAt: number } | null = null;

  /** One POST; no answer, a 5xx or an unreadable one is RailUnavailable. */
  async function post(path: string, body: object, headers: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const late = err instanceof Error && err.name === 'TimeoutError';
      throw new RailUnavailable(
        late
          ? `bKash ${path} did not answer within ${timeoutMs} ms`
          : `bKash ${path} could not be reached: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new RailUnavailable(`bKash ${path} answered HTTP ${response.status}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
      throw new RailUnavailable(`bKash ${path} answered something other than a JSON object`);
    }
    return { status: response.status, answer: answer as Answer };
  }

  async function idToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_MARGIN_MS) return token.idToken;
    const { answer } = await post(
      '/checkout/token/grant',
      { app_key: cfg.appKey, app_secret: cfg.appSecret },
      { username: cfg.username, password: cfg.password },
    );
    const idToken = text(answer.id_token);
    const expiresIn = Number(answer.expires_in);
    if (!idToken || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      // Nothing was sent yet: a refused grant is a refusal (the payout is not paid).
      const why = refusal(answer) ?? { code: null, message: 'no id_token in its answer' };
      throw new RailRefused(why.code, `bKash refused the token grant: ${why.message}`);
    }
    token = { idToken, expiresAt: now() + expiresIn * 1000 };
    return idToken;
  }

  return {
    method: 'bkash',
    async send({ invoice, amount, wallet }) {
      const body = { amount, currency: 'BDT', merchantInvoiceNumber: invoice, receiverMSISDN: wallet };
      const call = async () =>
        post('/checkout/payment/b2cPayment', body, {
          authorization: await idToken(),
          'x-app-key': cfg.appKey,
        });
      let { status, answer } = await call();
      // bKash's API gateway refused the token itself (revoked early, our clock ahead): the request never
      // reached bKash, so one new token and one more try cannot pay twice.
      if (status === 401 || status === 403) {
        token = null;
        ({ status, answer } = await call());
        if (status === 401 || status === 403) {
          throw new RailRefused(null, `bKash refused the token (HTTP ${status})`);
        }
      }
      const why = refusal(answer);
      if (why) throw new RailRefused(why.code, why.message);
      const trxID = text(answer.trxID);
      const state = text(answer.transactionStatus);
      if (!trxID || state !== 'Completed') {
        // An answer without a refusal and without a completed transaction says nothing sure.
        throw new RailUnavailable(`bKash answered the payout without a completed trxID (${state ?? 'none'})`);
      }
      return { reference: trxID };
    },
  };
}
