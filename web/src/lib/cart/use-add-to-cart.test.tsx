import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { useAuth } from '../auth/use-auth';
import { LOCAL_CART_STORAGE_KEY } from './local-cart';
import { hasQueuedCart, sendQueuedCart } from './offline-cart';
import { useAddToCart } from './use-add-to-cart';
import { useCartCount } from './use-cart-count';

const product = makeProduct({ productName: 'Steel tiffin box', minQuantity: 12, orderIncrement: 12 });

/** A product card's button, as WEB-CATALOG's uses the hook: what it refused shows in an alert. */
function AddButton({ quantity }: { quantity: number }) {
  const { loading } = useAuth();
  const { add, pending } = useAddToCart();
  const count = useCartCount();
  const [error, setError] = useState('');
  if (loading) return <p>loading</p>;
  return (
    <>
      <button
        disabled={pending}
        onClick={() => void add(product, quantity).catch((e: Error) => setError(e.message))}
      >
        Add {quantity}
      </button>
      <p>lines: {count}</p>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderButton(quantity: number) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AddButton quantity={quantity} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('useAddToCart', () => {
  it("keeps a guest's cart in this browser, adding to the product's line", async () => {
    const user = userEvent.setup();
    const api = mockAuthApi();
    renderButton(24);
    await user.click(await screen.findByRole('button', { name: 'Add 24' }));
    expect(await screen.findByText('lines: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 24' }));
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_STORAGE_KEY)!)).toEqual([
      { productId: product._id, quantity: 48 },
    ]);
    expect(screen.getByText('lines: 1')).toBeInTheDocument();
    expect(api.spy.mock.calls.some(([url]) => String(url).includes('/api/cart'))).toBe(false);
  });

  it("adds to a signed-in buyer's line on the server, which checks the sum", async () => {
    const user = userEvent.setup();
    const inCart = makeCartLine({ productId: product._id, productName: product.productName, quantity: 12 });
    const state = { cart: makeCart([makeCartGroup({ name: 'Rahim Traders' }, [inCart])]) };
    const api = mockAuthApi({
      user: makeUser(),
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        [`POST /api/cart/items/${product._id}`]: (body) => {
          const sum = state.cart.groups[0]!.items[0]!.quantity + Number(body?.quantity);
          if (sum > 36) return errorResponse(409, 'OUT_OF_STOCK', 'Only 36 units available');
          const line = { ...inCart, quantity: sum };
          state.cart = makeCart([makeCartGroup({ name: 'Rahim Traders' }, [line])]);
          return jsonResponse(state.cart);
        },
      },
    });
    renderButton(24);
    await user.click(await screen.findByRole('button', { name: 'Add 24' }));
    expect(await screen.findByText('lines: 1')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(`POST /api/cart/items/${product._id}`)).toEqual([{ quantity: 24 }]));
    expect(localStorage.getItem(LOCAL_CART_STORAGE_KEY)).toBeNull();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 24' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add 24' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 36 units available');
    // The units to add, never a sum the page worked out from a cart it read earlier.
    expect(api.sent(`POST /api/cart/items/${product._id}`)).toEqual([{ quantity: 24 }, { quantity: 24 }]);
  });

  it("keeps a signed-in buyer's addition on this phone without a connection, and sends it once the line is back", async () => {
    const user = userEvent.setup();
    const line = makeCartLine({ productId: product._id, productName: product.productName, quantity: 24 });
    const state = { online: false, cart: makeCart([]) };
    const api = mockAuthApi({
      user: makeUser(),
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        // No connection: fetch itself fails, as a browser's does.
        [`POST /api/cart/items/${product._id}`]: () => {
          if (!state.online) throw new TypeError('Failed to fetch');
          return undefined;
        },
        'POST /api/cart/merge': () => {
          state.cart = makeCart([makeCartGroup({ name: 'Rahim Traders' }, [line])]);
          return jsonResponse({ ...state.cart, notes: [] });
        },
      },
    });
    const queryClient = renderButton(24);
    await user.click(await screen.findByRole('button', { name: 'Add 24' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(LOCAL_CART_STORAGE_KEY) ?? '[]')).toEqual([
        { productId: product._id, quantity: 24 },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hasQueuedCart()).toBe(true);

    state.online = true;
    await sendQueuedCart(queryClient);
    expect(api.sent('POST /api/cart/merge')).toEqual([{ items: [{ productId: product._id, quantity: 24 }] }]);
    expect(localStorage.getItem(LOCAL_CART_STORAGE_KEY)).toBeNull();
    expect(hasQueuedCart()).toBe(false);
    expect(await screen.findByText('lines: 1')).toBeInTheDocument();
  });
});
