import type { Product, ProductCard } from '@bulkbazar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { cartQueryOptions, putCartItem, storeCart } from './cart-api';
import { addToLocalCart } from './local-cart';
import { queryKeys } from '../query-keys';

export type AddToCart = {
  /** Adds `quantity` units of the product to the cart; rejects with the server's ApiError when it refuses. */
  add: (product: ProductCard | Product, quantity: number) => Promise<void>;
  pending: boolean;
};

/**
 * "Add to cart" for a product card or page. A signed-in buyer's cart is the server's: the line's new quantity
 * (what is in the cart plus `quantity`) goes to PUT /api/cart/items/:productId, which checks it against the
 * product's rules. A guest's cart is this browser's until they sign in.
 */
export function useAddToCart(): AddToCart {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (product: ProductCard | Product, quantity: number) => {
      if (!user) {
        addToLocalCart(product._id, quantity);
        return;
      }
      setPending(true);
      try {
        // The server's cart holds the line's quantity, not a delta: read the current one fresh.
        const cart = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
        const inCart =
          cart.groups.flatMap((g) => g.items).find((line) => line.productId === product._id)?.quantity ?? 0;
        storeCart(queryClient, await putCartItem(product._id, inCart + quantity));
      } catch (error) {
        // Refused or not reached: the cart may have changed meanwhile (another tab), so ask again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
        throw error;
      } finally {
        setPending(false);
      }
    },
    [queryClient, user],
  );

  return { add, pending };
}
