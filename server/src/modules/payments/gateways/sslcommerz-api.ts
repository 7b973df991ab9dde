import { GatewayUnavailableError } from './gateway.js';

// The transport of the SSLCommerz client: a form POST (the session API) or a GET with the store's
// credentials in the query string (validation, transaction query, refund), each with a deadline, answered
// in JSON. SSLCommerz answers HTTP 200 even when it refuses; what it refused is in the body.

export type SslcommerzCredentials = {
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or the stand-in's address. */
  baseUrl: string;
  storeId: string;
  storePassword: string;
};

/** An SSLCommerz answer: a JSON object whose fields depend on the endpoint. */
export type SslcommerzAnswer = Record<string, unknown>;

export const SSLCOMMERZ_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** Transaction query by tran_id or sessionkey, refund, and refund query all share this one endpoint. */
  merchant: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

/** A field as text: SSLCommerz sends some numbers (risk_level, amounts) as numbers in some versions. */
export const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

export function createSslcommerzApi(cfg: SslcommerzCredentials, timeoutMs: number) {
  const base = cfg.baseUrl.replace(/\/$/, '');
  const credentials = { store_id: cfg.storeId, store_passwd: cfg.storePassword };

  /**
   * One request. No answer, a late one, a 5xx or an unreadable body: GatewayUnavailableError. Messages name
   * the path only: the query string carries the store password.
   */
  async function call(path: string, query: string, init: RequestInit): Promise<SslcommerzAnswer> {
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${base}${path}${query}`, {
        ...init,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new GatewayUnavailableError(
          'sslcommerz',
          `SSLCommerz ${path} answered HTTP ${response.status}`,
        );
      }
      answer = await response.json();
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw err;
      const why = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      throw new GatewayUnavailableError('sslcommerz', `SSLCommerz ${path} did not answer (${why})`);
    }
    if (!response.ok || typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      // A 4xx or a body that is not an object: our request or configuration is wrong, not the gateway down.
      throw new Error(`SSLCommerz ${path} answered HTTP ${response.status} with an unexpected body`);
    }
    return answer as SslcommerzAnswer;
  }

  return {
    /** POST application/x-www-form-urlencoded (fetch sets the type for URLSearchParams). */
    post: (path: string, fields: Record<string, string>) =>
      call(path, '', { method: 'POST', body: new URLSearchParams({ ...credentials, ...fields }) }),
    get: (path: string, params: Record<string, string>) => {
      const query = new URLSearchParams({ ...params, ...credentials, v: '1', format: 'json' });
      return call(path, `?${query}`, { method: 'GET' });
    },
  };
}

export type SslcommerzApi = ReturnType<typeof createSslcommerzApi>;

/**
 * What the API-level status says when it is not DONE (INVALID_REQUEST, FAILED — e.g. wrong store
 * credentials — or INACTIVE), else null. Answers without APIConnect are judged by their own `status`.
 */
export function apiConnectRefusal(answer: SslcommerzAnswer): string | null {
  const connect = text(answer.APIConnect);
  if (connect === undefined || connect === 'DONE') return null;
  const why = text(answer.errorReason) ?? text(answer.error) ?? text(answer.failedreason);
  return `SSLCommerz refused the request (APIConnect ${connect}${why ? `: ${why}` : ''})`;
}
