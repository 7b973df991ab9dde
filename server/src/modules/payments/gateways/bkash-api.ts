import { GatewayUnavailableError } from './gateway.js';

// The transport of the bKash client: JSON over HTTPS with a deadline, and the id_token every call needs.
// bKash limits how often a merchant may grant tokens, so one token is cached for its hour and refreshed a
// few minutes early; callers that arrive while a grant is on its way share it.

export type BkashCredentials = {
  /** e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta (no trailing slash needed). */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
};

export type BkashOptions = {
  /** How long one request may take before it counts as unanswered (default 10 s). */
  timeoutMs?: number;
  /** The clock the token's expiry is read against (tests move it). */
  now?: () => number;
};

/** A bKash answer: a JSON object whose fields depend on the endpoint. */
export type BkashAnswer = Record<string, unknown>;

/** bKash answered, and refused (a statusCode other than "0000", or its API gateway's own message). */
export class BkashError extends Error {
  constructor(
    /** bKash's statusCode (or errorCode), null when the answer had none. */
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'BkashError';
  }
}

/** Refresh this long before the token's stated expiry, so a call never leaves with a token about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * What bKash refused, or null for an accepted answer. Tokenized Checkout answers `statusCode`/`statusMessage`
 * (older endpoints `errorCode`/`errorMessage`); its API gateway answers `{ message }` for a token it refuses.
 */
export function bkashRefusal(answer: BkashAnswer): { code: string | null; message: string } | null {
  const code = text(answer.statusCode) ?? text(answer.errorCode);
  if (code === '0000') return null;
  const message = text(answer.statusMessage) ?? text(answer.errorMessage) ?? text(answer.message);
  if (code) return { code, message: message ?? `bKash refused the request (code ${code})` };
  return message ? { code: null, message } : null;
}

type Token = { idToken: string; refreshToken: string; expiresAt: number };

export function createBkashApi(cfg: BkashCredentials, { timeoutMs = 10_000, now = Date.now }: BkashOptions) {
  const base = cfg.baseUrl.replace(/\/$/, '');
  const keys = { app_key: cfg.appKey, app_secret: cfg.appSecret };
  const account = { username: cfg.username, password: cfg.password };
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  /** One POST. No answer, a late one, a 5xx or an unreadable body: GatewayUnavailableError. */
  async function send(path: string, body: object, headers: Record<string, string>) {
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new GatewayUnavailableError('bkash', `bKash ${path} answered HTTP ${response.status}`);
      }
      answer = await response.json();
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw err;
      const late = err instanceof Error && err.name === 'TimeoutError';
      throw new GatewayUnavailableError(
        'bkash',
        late
          ? `bKash ${path} did not answer within ${timeoutMs} ms`
          : `bKash ${path} could not be read: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
      throw new GatewayUnavailableError('bkash', `bKash ${path} answered something other than a JSON object`);
    }
    return { status: response.status, answer: answer as BkashAnswer };
  }

  function readToken(answer: BkashAnswer): Token | null {
    const idToken = text(answer.id_token);
    const expiresIn = Number(answer.expires_in);
    if (!idToken || !Number.isFinite(expiresIn) || expiresIn <= 0) return null;
    return { idToken, refreshToken: text(answer.refresh_token) ?? '', expiresAt: now() + expiresIn * 1000 };
  }

  async function obtainToken(previous: Token | null): Promise<Token> {
    if (previous?.refreshToken) {
      const { answer } = await send(
        '/tokenized/checkout/token/refresh',
        { ...keys, refresh_token: previous.refreshToken },
        account,
      );
      const refreshed = readToken(answer);
      if (refreshed) return refreshed;
      // A refused refresh (its token lapsed, say) is not the end: a new grant follows.
    }
    const { answer } = await send('/tokenized/checkout/token/grant', keys, account);
    const granted = readToken(answer);
    if (granted) return granted;
    const refusal = bkashRefusal(answer);
    throw new BkashError(
      refusal?.code ?? null,
      `bKash refused the token grant: ${refusal?.message ?? 'no id_token in its answer'}`,
    );
  }

  async function idToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_REFRESH_MARGIN_MS) return token.idToken;
    pending ??= obtainToken(token)
      .then((fresh) => (token = fresh))
      .finally(() => {
        pending = null;
      });
    return (await pending).idToken;
  }

  /** A call with the token. Its answer is returned whatever it says; the caller reads statusCode. */
  async function call(path: string, body: object): Promise<BkashAnswer> {
    const used = await idToken();
    const first = await send(path, body, { authorization: used, 'x-app-key': cfg.appKey });
    if (first.status !== 401 && first.status !== 403) return first.answer;
    // The API gateway refused the token itself (revoked early, or our clock ran ahead): the request never
    // reached bKash, so one new token and one retry are safe, even for execute.
    if (token?.idToken === used) token = null;
    const again = await send(path, body, { authorization: await idToken(), 'x-app-key': cfg.appKey });
    return again.answer;
  }

  return { call };
}
