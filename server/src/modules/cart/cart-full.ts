import { MAX_CART_LINES } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';

/** A new line refused because the cart already holds MAX_CART_LINES (422 naming `field`). */
export const cartFull = (field: string) => {
  const message = `A cart holds at most ${MAX_CART_LINES} lines: check out or remove some first`;
  return new AppError('VALIDATION_FAILED', message, { [field]: message }, 422);
};
