import type { ErrorCode, ErrorResponse } from '@bulkbazar/contract';
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
      : (body.message ?? 'Request refused');
  const result: ErrorResponse = { acknowledged: false, code: status >= 500 ? 'INTERNAL' : code, message };
  if (field && status < 500) result.fields = { [field]: message };
  return { status: ourStatus, body: result };
}

/** Hands a request to Better Auth (a fetch-style handler) and sends its answer back through Fastify. */
export async function forwardToAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const url = new URL(request.url, 'http://internal');
  const origin = new URL(auth.options.baseURL as string);
  const headers = fromNodeHeaders(request.headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(url.pathname + url.search, origin), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    }),
  );

  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
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
    const { status, body } = toOurError(response.status, parsed);
    if (status >= 500) request.log.error({ status: response.status }, 'auth handler failed');
    await reply.status(status).type('application/json').send(body);
    return;
  }
  reply.status(response.status);
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  await reply.send(text && isJson ? JSON.parse(text) : text || undefined);
}
