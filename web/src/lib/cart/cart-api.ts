import type { Cart } from '@bulkbazar/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { showDialog } from '../dialogs';
import { i18n } from '../i18n';
import { cartKeys } from '../query-keys-shell';
import { removeFromLocalCart, type LocalCartItem } from './local-cart';

export { cartQueryOptions, getCart, mergeCart } from './cart-shell';

// The cart calls of PRODUCT.md "Wholesale trade". Every one answers the whole cart, re-priced by the server,
// which then becomes the cached answer: the navbar's badge, the cart page and checkout read the same entry.

const item = (productId: string) => `/api/cart/items/${encodeURIComponent(productId)}`;

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
    queryKey: cartKeys.preview(items),
    queryFn: ({ signal }) => previewCart(items, signal),
  });
}

/** POST /api/cart/items/:productId: `quantity` more units on the line, checked with what it already holds. */
export function addCartItem(productId: string, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(item(productId), { method: 'POST', body: { quantity } });
}

/** A line of a product with variants is addressed with its variant (`?variant=`). */
const line = (productId: string, variantId?: string | null) =>
  variantId ? `${item(productId)}?variant=${encodeURIComponent(variantId)}` : item(productId);

export function putCartItem(productId: string, quantity: number, variantId?: string | null): Promise<Cart> {
  return apiFetch<Cart>(line(productId, variantId), { method: 'PUT', body: { quantity } });
}

export function deleteCartItem(productId: string, variantId?: string | null): Promise<Cart> {
  return apiFetch<Cart>(line(productId, variantId), { method: 'DELETE' });
}

export function clearCart(): Promise<Cart> {
  return apiFetch<Cart>('/api/cart', { method: 'DELETE' });
}

/** Keeps the server's answer as the cart, so every view shows it at once. */
export function storeCart(queryClient: QueryClient, cart: Cart): void {
  // `notes` belong to the answer that made them (a merge, a reorder), not to the cart from now on.
  queryClient.setQueryData(cartKeys.mine(), { ...cart, notes: [] });
}
