import { localMessage, type ErrorCode, type ErrorResponse } from '@bulkbazar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';

// Better Auth's error codes that mean "this field is wrong", so clients can show the message at the field.
const FIELD_BY_CODE: Record<string, string> = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  INVALID_EMAIL: 'email',
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  INVALID_PASSWORD: 'currentPassword',
  INVALID_TOKEN: 'token',
};

// The library's words where they would puzzle a person ("Invalid token" on the reset page).
const MESSAGE_BY_CODE: Record<string, string> = {
  INVALID_TOKEN: 'This reset link is invalid, has been used or has expired. Ask for a new one.',
};

function toOurError(
  status: number,
  body: { code?: string; message?: string },
): { status: number; body: ErrorResponse } {
  const libCode = body.code ?? '';
  let code: ErrorCode =
    status === 401
      ? 'UNAUTHORIZED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 404
          ? 'NOT_FOUND'
          : status === 429
            ? 'RATE_LIMITED'
            : 'BAD_REQUEST';
  let ourStatus = status >= 500 ? 500 : status;
  if (libCode.startsWith('USER_ALREADY_EXISTS')) {
    code = 'CONFLICT';
    ourStatus = 409;
  }
  const field = FIELD_BY_CODE[libCode];
  if (field && code === 'BAD_REQUEST') code = 'VALIDATION_FAILED';
  const message =
    status >= 500
      ? 'Something went wrong on our side. Please try again.'
      : (MESSAGE_BY_CODE[libCode] ?? body.message ?? 'Request refused');
  const result: ErrorResponse = { acknowledged: false, code: status >= 500 ? 'INTERNAL' : code, message };
  if (field && status < 500) result.fields = { [field]: message };
  return { status: ourStatus, body: result };
}

export type ForwardOptions = {
  /** Pass the query string on (the OAuth callback's code and state); other routes take none. */
  query?: boolean;
  /** Keep the library's set-auth-token header (sign-in and sign-up, where the caller gave a password). */
  bearerTokenHeader?: boolean;
};

/**
 * A JSON answer of the library without its session tokens (sign-in's `token`, get-session's
 * `session.token`): page scripts read these bodies, and a token read there outlives any XSS that read it.
 */
function withoutSessionTokens(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (session !== null && typeof session === 'object' && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}

/**
 * Hands a request to Better Auth (a fetch-style handler) and sends its answer back through Fastify. The
 * body sent on is the one the route's schema validated (unknown fields dropped), never the raw one.
 */
export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  { query = false, bearerTokenHeader = false }: ForwardOptions = {},
): Promise<void> {
  const url = new URL(request.url, 'http://internal');
  const origin = new URL(auth.options.baseURL as string);
  const headers = fromNodeHeaders(request.headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(url.pathname + (query ? url.search : ''), origin), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    }),
  );

  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length') continue;
    if (!bearerTokenHeader && (key === 'set-auth-token' || key === 'access-control-expose-headers')) continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the generic message
    }
    const { status, body: english } = toOurError(response.status, parsed);
    if (status >= 500) request.log.error({ status: response.status }, 'auth handler failed');
    // In the caller's language, as every other error answer (http/errors.ts).
    const local = (text: string) => localMessage(text, request.lang);
    const body: ErrorResponse = { ...english, message: local(english.message) };
    if (english.fields)
      body.fields = Object.fromEntries(Object.entries(english.fields).map(([k, v]) => [k, local(v)]));
    // As every error answer: the id of this request (its X-Request-Id and log lines).
    body.requestId = request.id;
    await reply.status(status).type('application/json').send(body);
    return;
  }
  reply.status(response.status);
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  await reply.send(text && isJson ? withoutSessionTokens(JSON.parse(text)) : text || undefined);
}
