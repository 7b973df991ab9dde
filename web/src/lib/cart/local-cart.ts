import { ApiError } from '../api-error';
import { i18n } from '../i18n';
import { MAX_CART_LINES, readLocalCart, writeLocalCart } from './local-cart-store';

// A guest's cart in this browser (local-cart-store.ts keeps it): the store, and the edits the cart and product
// pages make to it.
export {
  clearLocalCart,
  LOCAL_CART_STORAGE_KEY,
  readLocalCart,
  subscribeLocalCart,
  type LocalCartItem,
} from './local-cart-store';

/** Adds to the product's line (the quantities add up), or starts a line. */
export function addToLocalCart(productId: string, quantity: number): void {
  const items = readLocalCart();
  const line = items.find((item) => item.productId === productId);
  if (line) {
    writeLocalCart(
      items.map((item) => (item === line ? { productId, quantity: item.quantity + quantity } : item)),
    );
  } else {
    // The server's rule for a signed-in cart, said the same way (its code and the shared error shape).
    if (items.length >= MAX_CART_LINES)
      throw new ApiError(409, 'CART_FULL', i18n.t('cart.full', { count: MAX_CART_LINES }));
    writeLocalCart([...items, { productId, quantity }]);
  }
}

/** Sets the product's line to exactly `quantity`. */
export function setLocalCartQuantity(productId: string, quantity: number): void {
  writeLocalCart(
    readLocalCart().map((item) => (item.productId === productId ? { productId, quantity } : item)),
  );
}

export function removeFromLocalCart(productId: string): void {
  writeLocalCart(readLocalCart().filter((item) => item.productId !== productId));
}
