import { formatCount, maxValidQuantity, type LineQuote, type QuantityRules } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';

type Refusal = Extract<LineQuote, { ok: false }>;

/**
 * The engine's refusal of a cart line's new quantity. When the line already held some (an "Add to cart" on
 * top of it), past the cap or the stock the message says how many the cart holds, and the fields carry that
 * (`inCart`) and the most the line may hold now (`allowed`, 0 when none), so the page can offer "Set to N".
 */
export function lineRefused(quote: Refusal, rules: QuantityRules, had: number | undefined): AppError {
  const overTop = quote.code === 'ABOVE_ORDER_LIMIT' || quote.code === 'OUT_OF_STOCK';
  if (!had || !overTop) return new AppError(quote.code, quote.message, { quantity: quote.message });
  const message = `${quote.message}, and your cart already holds ${formatCount(had)}`;
  return new AppError(quote.code, message, {
    quantity: message,
    inCart: String(had),
    allowed: String(maxValidQuantity(rules)),
  });
}
