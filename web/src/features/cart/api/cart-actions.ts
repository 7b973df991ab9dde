import type { Cart } from '@bulkbazar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { clearCart, deleteCartItem, putCartItem, storeCart } from '@/lib/cart/cart-api';
import { clearLocalCart, removeFromLocalCart, setLocalCartQuantity } from '@/lib/cart/local-cart';
import { showError } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/** What the cart page can do to the cart; each resolves true when the change was made. */
export type CartActions = {
  /** `variantId`: the line's variant, for a product with variants. */
  setQuantity: (productId: string, quantity: number, variantId?: string | null) => Promise<boolean>;
  remove: (productId: string, variantId?: string | null) => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** A change is on its way to the server. */
  saving: boolean;
};

/**
 * The signed-in buyer's cart lives on the server: every change is a call that answers the whole cart,
 * re-priced, which replaces the cached one. A refusal (a quantity the rules do not allow, a product gone) is
 * shown in the server's words and the cart is read again, since it may have changed meanwhile.
 */
export function useServerCartActions(): CartActions {
  const queryClient = useQueryClient();
  const [inFlight, setInFlight] = useState(0);
  // One change at a time, in the order made: each answer is the whole cart and replaces the cached one, so two
  // changes on their way at once could answer out of order and the older cart would win (a CI run: + clicked
  // twice, 72 sent then 84, and the line stayed at 72). Each call now starts once the one before has answered.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  async function attempt(call: () => Promise<Cart>): Promise<boolean> {
    try {
      storeCart(queryClient, await call());
      return true;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
      void showError(isApiError(error) ? error.message : i18n.t('errors.network'));
      return false;
    }
  }

  async function run(call: () => Promise<Cart>): Promise<boolean> {
    setInFlight((n) => n + 1);
    const turn = queue.current.then(() => attempt(call));
    queue.current = turn;
    try {
      return await turn;
    } finally {
      setInFlight((n) => n - 1);
    }
  }

  return {
    setQuantity: (productId, quantity, variantId) => run(() => putCartItem(productId, quantity, variantId)),
    remove: (productId, variantId) => run(() => deleteCartItem(productId, variantId)),
    clear: () => run(clearCart),
    saving: inFlight > 0,
  };
}

/** A guest's cart is this browser's: changes are written at once, and the server prices the result. */
export const localCartActions: Omit<CartActions, 'saving'> = {
  setQuantity: (productId, quantity) => {
    setLocalCartQuantity(productId, quantity);
    return Promise.resolve(true);
  },
  remove: (productId) => {
    removeFromLocalCart(productId);
    return Promise.resolve(true);
  },
  clear: () => {
    clearLocalCart();
    return Promise.resolve(true);
  },
};
