import type { Cart, CartLinesInput } from '@bulkbazar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { showDialog } from '../dialogs';
import { i18n } from '../i18n';
import { cartKeys } from '../query-keys-shell';
import { clearLocalCart, readLocalCart } from './local-cart-store';

// The cart read of the first page (the navbar's badge), apart from cart-api.ts's calls that change the cart:
// the entry is held to a budget. cart-api.ts re-exports these, so pages import every cart call from there.

/** POST /api/cart/merge: the guest's lines join the account's cart; `notes` says what changed. */
export function mergeCart(items: CartLinesInput['items']): Promise<Cart> {
  return apiFetch<Cart>('/api/cart/merge', { method: 'POST', body: { items } });
}

/**
 * The signed-in buyer's cart. A guest cart left in this browser is merged first, whatever read comes first
 * after signing in (the badge, the cart page's or checkout's loader, a reload after Google): so no page can
 * show the account's cart without the lines the buyer chose before signing in. The local cart is cleared only
 * once the server has them; the notes of the merge (a quantity changed, a product gone) show once.
 */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const local = readLocalCart();
  if (local.length === 0) return apiFetch<Cart>('/api/cart', { signal });
  const merged = await mergeCart([...local]);
  clearLocalCart();
  if (merged.notes.length > 0) {
    void showDialog({
      icon: 'info',
      title: i18n.t('cartLink.merged'),
      text: merged.notes.map((note) => note.message).join(' '),
    });
  }
  return { ...merged, notes: [] };
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.mine(), queryFn: ({ signal }) => getCart(signal) });
}
