import { localMessage, type ErrorCode, type ErrorResponse, type Lang } from '@bulkbazar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from '../kernel/app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

// Fastify's own 4xx errors (bad JSON, wrong content type, too large...) keep their status and get a code.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

type Issue = { instancePath?: string; message?: string };

function fieldsOf(issues: Issue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const key = path || context || 'request';
    fields[key] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

export function toErrorResponse(error: FastifyError | AppError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    const body: ErrorResponse = { acknowledged: false, code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsOf(error.validation as Issue[], error.validationContext);
    const [first] = Object.entries(fields);
    return {
      status: 400,
      body: {
        acknowledged: false,
        code: 'VALIDATION_FAILED',
        message: `Invalid ${first![0]}: ${first![1]}`,
        fields,
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        acknowledged: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop cannot reach its database just now. Please try again shortly.',
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return {
      status: STATUS_BY_CODE[code] === status ? status : 400,
      body: { acknowledged: false, code, message: error.message },
    };
  }
  // 5xx: the client learns that it failed, never why.
  return {
    status: 500,
    body: {
      acknowledged: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    },
  };
}

/**
 * The answer in the caller's language: the message and each field's message through the Bengali table
 * (packages/contract/src/messages-bn.ts); a message the table lacks stays English and is logged to be added.
 */
export function inLanguage(body: ErrorResponse, lang: Lang, warn?: (english: string) => void): ErrorResponse {
  if (lang === 'en') return body;
  const local = (english: string) => {
    const text = localMessage(english, lang);
    if (text === english) warn?.(english);
    return text;
  };
  const translated: ErrorResponse = { ...body, message: local(body.message) };
  if (body.fields)
    translated.fields = Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, local(v)]));
  return translated;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body: english } = toErrorResponse(error);
    const body = inLanguage(english, request.lang, (message) =>
      request.log.warn({ untranslated: message }, 'no Bengali text for this message'),
    );
    // Every 503 (database unreachable, readiness failing) tells clients and load balancers when to come back.
    if (status === 503) reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send({ ...body, requestId: request.id });
  });
}
