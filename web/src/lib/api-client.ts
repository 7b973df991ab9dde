import { ApiError } from './api-error';
import { readJson, toApiError } from './api-response';
import { i18n } from './i18n';

/** A query value; a list repeats its key (the catalog's option filters: ?option=Size:M&option=Colour:Red). */
type QueryValue = string | number | boolean | null | undefined | readonly string[];

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as the Idempotency-Key of an order. */
  headers?: Record<string, string>;
  /**
   * Optional check of the answer against a contract schema. Catalog reads skip it: the server already
   * serialises them through the same schemas, and checking again would put zod on every page's first load.
   */
  schema?: { parse(data: unknown): T };
};

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body === undefined) return { headers };
  if (body instanceof FormData) return { body, headers };
  return { body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } };
}

// The server renders storefront pages with this same client: it hands in a transport that answers from the
// app in-process (no network, no cookies: the page must be the same for every visitor).
let transport: typeof fetch = (input, init) => fetch(input, init);

/** For the server's rendering only (src/entry-server.tsx). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Same-origin call to the API; answers the parsed body or throws an ApiError. */
export async function apiFetch<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', query, signal, schema } = request;
  const { body, headers } = encodeBody(request.body);
  let response: Response;
  try {
    response = await transport(apiUrl(path, query), {
      method,
      headers: { ...headers, ...request.headers },
      body,
      signal,
      credentials: 'include',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'), {}, { cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      i18n.t('errors.invalidResponse'),
      {},
      { cause: error },
    );
  }
}
