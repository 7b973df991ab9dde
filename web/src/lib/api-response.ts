import type { ErrorCode } from '@bulkbazar/contract';
import { ApiError } from './api-error';
import { i18n } from './i18n';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Body as JSON, or undefined when there is none or it is not JSON (a proxy's HTML error page, say). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

// Read leniently: a message the server wrote is worth showing even if its code is one we do not know yet.
export function toApiError(status: number, body: unknown): ApiError {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof data.code === 'string' ? data.code : (codeByStatus[status] ?? 'INTERNAL');
  const message =
    typeof data.message === 'string' && data.message
      ? data.message
      : i18n.t('errors.status', { status: String(status) });
  return new ApiError(status, code, message, stringRecord(data.fields));
}
