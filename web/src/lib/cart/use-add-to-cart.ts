import type { Cart, Product, ProductCard } from '@bulkbazar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { addCartItem, putCartItem, storeCart } from './cart-api';
import { addToLocalCart } from './local-cart';
import { isNoConnection, queueOfflineAddition } from './offline-cart';
import { queryKeys } from '../query-keys';

export type AddToCart = {
  /**
   * Adds `quantity` units of the product to the cart; rejects with the server's ApiError when it refuses.
   * Answers 'kept' when a signed-in buyer has no connection: the units wait in this browser (offline-cart.ts).
   */
  add: (product: ProductCard | Product, quantity: number) => Promise<'added' | 'kept'>;
  /** Sets a signed-in buyer's line to `quantity` (the "Set to N" a refused addition offers). */
  setLine: (productId: string, quantity: number) => Promise<void>;
  pending: boolean;
};

/**
 * "Add to cart" for a product card or page. A signed-in buyer's cart is the server's: POST
 * /api/cart/items/:productId adds `quantity` to what the line holds and checks the sum against the product's
 * rules (its refusal says what the cart already holds, and the most the line may hold). A guest's cart is
 * this browser's until they sign in.
 */
export function useAddToCart(): AddToCart {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [pending, setPending] = useState(false);

  // Either call answers the whole cart; a refusal may come from a cart changed meanwhile (another tab).
  const write = useCallback(
    async (call: () => Promise<Cart>) => {
      setPending(true);
      try {
        storeCart(queryClient, await call());
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
        throw error;
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );

  const add = useCallback(
    async (product: ProductCard | Product, quantity: number) => {
      if (!user) {
        addToLocalCart(product._id, quantity);
        return 'added';
      }
      try {
        await write(() => addCartItem(product._id, quantity));
        return 'added';
      } catch (error) {
        if (!isNoConnection(error)) throw error;
        queueOfflineAddition(product._id, quantity);
        return 'kept';
      }
    },
    [user, write],
  );

  const setLine = useCallback(
    (productId: string, quantity: number) => write(() => putCartItem(productId, quantity)),
    [write],
  );

  return { add, setLine, pending };
}
