import type { ErrorCode } from '@bulkbazar/contract';

/** The one map from error code to HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // The quantity engine's codes: the request can never succeed as sent (422), except stock (409: it changes).
  BELOW_MOQ: 422,
  NOT_A_MULTIPLE: 422,
  ABOVE_ORDER_LIMIT: 422,
  OUT_OF_STOCK: 409,
  BELOW_SELLER_MINIMUM: 422,
  // A cart line priced differently from what the buyer accepted: re-read the cart and accept or change it.
  PRICE_CHANGED: 409,
  CART_EMPTY: 422,
  // The cart changed since the checkout page showed it: show the new cart, then place it.
  CART_CHANGED: 409,
  PRODUCT_UNAVAILABLE: 409,
  // A seller ordering their own listing: the request can never succeed, whatever the stock (issue 11).
  OWN_PRODUCT: 422,
  INVALID_TRANSITION: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
};

/** A failure the client is told about: a code, a human message and, for bad input, the fields at fault. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Another status than the code's usual one (a checkout answers every refused line with 409). */
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? STATUS_BY_CODE[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
