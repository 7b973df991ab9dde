import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { meKey } from '../query-keys-shell';
import { cartQueryOptions } from './cart-shell';
import { addToLocalCart } from './local-cart';
import { clearLocalCart, readLocalCart } from './local-cart-store';

// A signed-in buyer's "add to cart" without a connection (decision 0032): a trader in the market loses the line
// and should not lose the order. The addition is kept as a guest's would be, in this browser's cart, and the
// next read of the account's cart merges it on the server (cart-shell.ts getCart: POST /api/cart/merge, which
// snaps quantities to the product's rules and says what changed). The page asks for that read when the line
// comes back (src/lib/pwa/start-pwa.ts, on `online`). A mark says the local lines are a signed-in buyer's, so
// signing out drops what was never sent rather than leave it to the next person on the phone.

const QUEUED_KEY = 'bulkbazar-cart-queued';

/** The call never reached the server (fetch failed): no connection, or a line that dropped. */
export const isNoConnection = (error: unknown): boolean => isApiError(error) && error.status === 0;

export function queueOfflineAddition(productId: string, quantity: number): void {
  addToLocalCart(productId, quantity);
  try {
    localStorage.setItem(QUEUED_KEY, '1');
  } catch {
    // Private modes may refuse storage: the line then lasts as long as this page.
  }
}

export function hasQueuedCart(): boolean {
  try {
    return localStorage.getItem(QUEUED_KEY) === '1';
  } catch {
    return false;
  }
}

function unmark(): void {
  try {
    localStorage.removeItem(QUEUED_KEY);
  } catch {
    // nothing was stored
  }
}

/**
 * Sends the kept additions of a signed-in buyer: reading the cart merges them. Answers once the server has
 * them; a failure (still no line) leaves them for the next try.
 */
export async function sendQueuedCart(queryClient: QueryClient): Promise<void> {
  if (!hasQueuedCart()) return;
  if (!queryClient.getQueryData(meKey())) return;
  if (readLocalCart().length > 0) {
    await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
  }
  unmark();
}

/** At sign-out: what a signed-in buyer kept here and never sent goes with the session. */
export function forgetQueuedCart(): void {
  if (!hasQueuedCart()) return;
  clearLocalCart();
  unmark();
}
