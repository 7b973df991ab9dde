import type { Cart } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// The checkout sends the lines and total it shows; a cart changed in another tab is refused (409
// CART_CHANGED): the page reads the cart again, shows the new total and says why, and nothing is placed.
const rice = makeCartLine({ productName: 'Miniket rice 50 kg', quantity: 100, unitPrice: 349 });
const oil = makeCartLine({ productName: 'Soybean oil 5 L', quantity: 100, unitPrice: 389.5 });
const karim = { name: 'Karim Traders', _id: 'seller-karim' };
const salma = { name: 'Salma Foods', _id: 'seller-salma' };
const both = makeCart([
  makeCartGroup(karim, [rice], { delivery: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }),
  makeCartGroup(salma, [oil], { delivery: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }),
]);
const riceOnly = makeCart([
  makeCartGroup(karim, [rice], { delivery: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }),
]);
const address = {
  _id: 'address-shop',
  label: 'Shop',
  shippingAddress: 'Shop 4, New Market, Chattogram',
  phoneNumber: '+8801712345678',
  location: null,
  createdAt: '2026-11-01T04:00:00.000Z',
};

describe('a cart changed in another tab', () => {
  it('is not placed: the page shows the new total and says why, and the next try sends the new cart', async () => {
    const user = userEvent.setup();
    const state: { cart: Cart } = { cart: both };
    const message =
      'Your cart changed: Soybean oil 5 L was removed. The total is now ৳35,030.00, not ৳74,110.00: check it and place the order again';
    let calls = 0;
    const api = mockAuthApi({
      user: makeUser({ name: 'Rahim Uddin' }),
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        'GET /api/me/addresses': () => jsonResponse({ addresses: [address] }),
        'POST /api/checkout': () => {
          calls += 1;
          if (calls === 1) return errorResponse(409, 'CART_CHANGED', message, { shown: message });
          return jsonResponse({
            acknowledged: true,
            checkoutId: 'c-1',
            orders: [makeOrder({ sellerName: 'Karim Traders', totalPrice: 35_030 })],
            total: 35_030,
          });
        },
      },
    });
    renderApp('/checkout');
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total৳74,110.00');

    // Meanwhile, another tab removes the oil.
    state.cart = riceOnly;
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your cart changed since this page showed it. Nothing was placed.');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(summary).toHaveTextContent('Total৳35,030.00'));
    expect(within(summary).queryByText('Soybean oil 5 L')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Thank you, your order is placed' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' }),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/checkout').map((body) => (body as { shown: unknown }).shown)).toEqual([
      {
        lines: [
          { productId: rice.productId, quantity: 100 },
          { productId: oil.productId, quantity: 100 },
        ],
        total: 74_110,
      },
      { lines: [{ productId: rice.productId, quantity: 100 }], total: 35_030 },
    ]);
  });
});
