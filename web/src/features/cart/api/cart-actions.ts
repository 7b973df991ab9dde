import type { Cart } from '@bulkbazar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { clearCart, deleteCartItem, putCartItem, storeCart } from '@/lib/cart/cart-api';
import { clearLocalCart, removeFromLocalCart, setLocalCartQuantity } from '@/lib/cart/local-cart';
import { showError } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/** What the cart page can do to the cart; each resolves true when the change was made. */
export type CartActions = {
  setQuantity: (productId: string, quantity: number) => Promise<boolean>;
  remove: (productId: string) => Promise<boolean>;
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

  async function run(call: () => Promise<Cart>): Promise<boolean> {
    setInFlight((n) => n + 1);
    try {
      storeCart(queryClient, await call());
      return true;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
      void showError(isApiError(error) ? error.message : i18n.t('errors.network'));
      return false;
    } finally {
      setInFlight((n) => n - 1);
    }
  }

  return {
    setQuantity: (productId, quantity) => run(() => putCartItem(productId, quantity)),
    remove: (productId) => run(() => deleteCartItem(productId)),
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
