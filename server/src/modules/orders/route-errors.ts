import { errorResponseSchema } from '@bulkbazar/contract';

/** The error answers the order routes document (every one in the one error shape). */
export const orderRouteErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
