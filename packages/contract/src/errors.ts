import { z } from 'zod';

// Every error the API sends has this shape; the HTTP status for each code is decided by the server in one map.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BELOW_MOQ',
  'NOT_A_MULTIPLE',
  'ABOVE_ORDER_LIMIT',
  'OUT_OF_STOCK',
  'BELOW_SELLER_MINIMUM',
  'PRICE_CHANGED',
  'CART_EMPTY',
  // The cart is no longer the one the checkout page showed (changed in another tab): nothing was placed.
  'CART_CHANGED',
  'PRODUCT_UNAVAILABLE',
  'OWN_PRODUCT',
  'INVALID_TRANSITION',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  // The server's disk is full (an upload could not be stored): nothing was saved; the same request may work later.
  'INSUFFICIENT_STORAGE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z
  .object({
    acknowledged: z.literal(false),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The request's id, as in the shop's log lines and the X-Request-Id header: quote it to support. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
