import type { ErrorCode } from '@bulkbazar/contract';

/** Codes the browser adds to the server's: the request never got an answer, or the answer was not understood. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

// The web side of the shared error shape (CONVENTIONS #5): the same code, message and per-field messages the
// server sent, plus the HTTP status (0 when the server was not reached). The code stays open-ended because the
// auth library mounted under /api/auth has codes of its own.
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    message: string,
    readonly fields: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
