import type { Cart, Product } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi, errorResponse } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { readLocalCart } from '@/lib/cart/local-cart';
import { Component as ProductDetails, createLoader, ErrorBoundary } from './product-details';

// PRODUCT.md's example: MOQ 48 in packs of 12, at most 960 per order, ৳145 → ৳138 from 96 → ৳130 from 480.
const wholesale = (overrides: Partial<Product> = {}) =>
  makeProduct({
    _id: 'p-1',
    productName: 'Ceramic mug',
    price: 145,
    minQuantity: 48,
    maxQuantity: 5000,
    orderIncrement: 12,
    maxOrderQuantity: 960,
    priceTiers: [
      { minQuantity: 96, price: 138 },
      { minQuantity: 480, price: 130 },
    ],
    ...overrides,
  });

const emptyCart: Cart = { groups: [], total: 0, lineCount: 0, ready: true, notes: [] };

function renderProduct(product: Product, { signedIn = false, overrides = {} } = {}) {
  const api = mockAuthApi({
    user: signedIn ? makeUser({ email: 'buyer@shop.com.bd' }) : null,
    overrides: {
      'GET /api/product/p-1': () => jsonResponse(product),
      'GET /api/cart': () => jsonResponse(emptyCart),
      ...overrides,
    },
  });
  const rendered = renderRoutes(
    (queryClient) => [
      {
        path: '/product/:id',
        Component: ProductDetails,
        ErrorBoundary,
        loader: createLoader(queryClient),
        children: [{ path: 'checkout', element: <h2>Checkout modal</h2> }],
      },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    '/product/p-1',
  );
  return { ...rendered, api };
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity by one pack' });
const currentRow = () => screen.getByRole('row', { current: true });

describe('buying a wholesale product', () => {
  it('shows the quantity rules, the price range and the ladder with the buyer’s row marked as they step', async () => {
    const user = userEvent.setup();
    renderProduct(wholesale());
    await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' });
    expect(screen.getByText('Min. order: 48 pcs')).toBeInTheDocument();
    expect(screen.getByText('Sold in packs of 12')).toBeInTheDocument();
    expect(screen.getByText('Max. 960 per order')).toBeInTheDocument();
    expect(screen.getByText('৳130.00–৳145.00')).toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (pcs)' });
    expect(quantity).toHaveValue('48');
    expect(within(currentRow()).getByRole('rowheader')).toHaveTextContent('48–95');
    expect(screen.getByText('Add 48 more for ৳138.00 / pc')).toBeInTheDocument();

    for (let i = 0; i < 4; i += 1) await user.click(plus());
    expect(quantity).toHaveValue('96');
    expect(within(currentRow()).getByRole('rowheader')).toHaveTextContent('96–479');
    expect(screen.getByText('Unit price').nextElementSibling).toHaveTextContent('৳138.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('৳13,248.00');
  });

  it('puts a signed-in buyer’s quantity in the server cart and links to the cart', async () => {
    const user = userEvent.setup();
    const { api } = renderProduct(wholesale(), {
      signedIn: true,
      overrides: { 'POST /api/cart/items/p-1': () => jsonResponse(emptyCart) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' });
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('60 pcs added to your cart.')).toBeInTheDocument();
    // The server adds the units to what the line already holds.
    expect(api.sent('POST /api/cart/items/p-1')).toEqual([{ quantity: 60 }]);
    await user.click(screen.getByRole('link', { name: 'View cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });

  it('keeps a guest’s line in this browser', async () => {
    const user = userEvent.setup();
    const { api } = renderProduct(wholesale());
    await screen.findByText('You will be asked to sign in first.');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('48 pcs added to your cart.')).toBeInTheDocument();
    expect(readLocalCart()).toEqual([{ productId: 'p-1', quantity: 48 }]);
    expect(api.sent('POST /api/cart/items/p-1')).toEqual([]);
  });

  it('shows the server’s refusal when the cart cannot take the line', async () => {
    const user = userEvent.setup();
    renderProduct(wholesale(), {
      signedIn: true,
      overrides: {
        'POST /api/cart/items/p-1': () =>
          errorResponse(409, 'ABOVE_ORDER_LIMIT', 'At most 960 units per order', { quantity: 'At most 960' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 960 units per order');
    expect(screen.queryByText(/added to your cart/)).not.toBeInTheDocument();
  });

  it('past the cap with units already in the cart, says so and offers to set the line to the most it may hold', async () => {
    const user = userEvent.setup();
    const message = 'At most 960 units per order, and your cart already holds 150';
    const { api } = renderProduct(wholesale(), {
      signedIn: true,
      overrides: {
        'POST /api/cart/items/p-1': () =>
          errorResponse(422, 'ABOVE_ORDER_LIMIT', message, {
            quantity: message,
            inCart: '150',
            allowed: '960',
          }),
        'PUT /api/cart/items/p-1': () => jsonResponse(emptyCart),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Set the line to 960' }));
    expect(await screen.findByText('Your cart now holds 960 pcs.')).toBeInTheDocument();
    expect(api.sent('PUT /api/cart/items/p-1')).toEqual([{ quantity: 960 }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the checkout over the page for a signed-in buyer with the chosen quantity in its address', async () => {
    const user = userEvent.setup();
    const { router } = renderProduct(wholesale(), { signedIn: true });
    await screen.findByRole('link', { name: 'Order on a full page' });
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('heading', { name: 'Checkout modal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p-1/checkout');
    expect(router.state.location.search).toBe('?quantity=60');
  });

  it('offers no quantity and keeps both buttons off when not one pack is left', async () => {
    // 40 in stock with an MOQ of 48: nothing can be ordered.
    renderProduct(wholesale({ maxQuantity: 40 }));
    expect(
      await screen.findByText('Out of stock: there is not enough left for one minimum order.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
  });

  it('says a listing under review is not for sale', async () => {
    renderProduct(wholesale({ status: 'pending' }));
    expect(await screen.findByText('This listing is not for sale until it is approved.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });
});
