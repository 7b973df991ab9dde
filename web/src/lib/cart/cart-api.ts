import type { Cart, CartLinesInput } from '@bulkbazar/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { showDialog } from '../dialogs';
import { i18n } from '../i18n';
import { queryKeys } from '../query-keys';
import { clearLocalCart, readLocalCart, removeFromLocalCart, type LocalCartItem } from './local-cart';

// The cart calls of PRODUCT.md "Wholesale trade". Every one answers the whole cart, re-priced by the server,
// which then becomes the cached answer: the navbar's badge, the cart page and checkout read the same entry.

const item = (productId: string) => `/api/cart/items/${encodeURIComponent(productId)}`;

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
  return queryOptions({ queryKey: queryKeys.cart.mine(), queryFn: ({ signal }) => getCart(signal) });
}

/**
 * POST /api/cart/preview: a guest's local cart, priced and checked like a signed-in buyer's. A product the
 * shop no longer sells is left out of the answer with a note; it leaves this browser's cart too (else the
 * badge would count a line the page cannot show), and the notes show once.
 */
export async function previewCart(items: readonly LocalCartItem[], signal?: AbortSignal): Promise<Cart> {
  const cart = await apiFetch<Cart>('/api/cart/preview', { method: 'POST', body: { items }, signal });
  const shown = new Set(cart.groups.flatMap((group) => group.items.map((line) => line.productId)));
  const gone = cart.notes.filter((note) => !shown.has(note.productId));
  if (gone.length > 0) {
    for (const note of gone) removeFromLocalCart(note.productId);
    void showDialog({
      icon: 'info',
      title: i18n.t('cart.removedTitle'),
      text: gone.map((note) => note.message).join(' '),
    });
  }
  return cart;
}

export function previewCartQueryOptions(items: readonly LocalCartItem[]) {
  return queryOptions({
    queryKey: queryKeys.cart.preview(items),
    queryFn: ({ signal }) => previewCart(items, signal),
  });
}

/** POST /api/cart/items/:productId: `quantity` more units on the line, checked with what it already holds. */
export function addCartItem(productId: string, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(item(productId), { method: 'POST', body: { quantity } });
}

export function putCartItem(productId: string, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(item(productId), { method: 'PUT', body: { quantity } });
}

export function deleteCartItem(productId: string): Promise<Cart> {
  return apiFetch<Cart>(item(productId), { method: 'DELETE' });
}

export function clearCart(): Promise<Cart> {
  return apiFetch<Cart>('/api/cart', { method: 'DELETE' });
}

/** Keeps the server's answer as the cart, so every view shows it at once. */
export function storeCart(queryClient: QueryClient, cart: Cart): void {
  // `notes` belong to the answer that made them (a merge, a reorder), not to the cart from now on.
  queryClient.setQueryData(queryKeys.cart.mine(), { ...cart, notes: [] });
}
