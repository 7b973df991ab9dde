import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// The checkout of a cart with a product's variant lines (issue 30): the summary shows each line's variant,
// and the lines the page says it showed name their variant, as the server keys them (else a mix of two
// variants of one product would read as a changed cart).
const PRODUCT = '00000000-0000-4000-9000-00000000aaaa';
const M = '00000000-0000-4000-9000-00000000bbbb';
const L = '00000000-0000-4000-9000-00000000cccc';
const polo = { productId: PRODUCT, productName: "Men's cotton polo shirt", unitPrice: 250 };
const redM = makeCartLine({
  ...polo,
  variantId: M,
  variantOptions: { Size: 'M', Colour: 'Red' },
  quantity: 60,
});
const navyL = makeCartLine({
  ...polo,
  variantId: L,
  variantOptions: { Size: 'L', Colour: 'Navy' },
  quantity: 40,
});
const address = {
  _id: 'address-shop',
  label: 'Shop',
  shippingAddress: 'Shop 4, New Market, Chattogram',
  phoneNumber: '+8801712345678',
  location: null,
  createdAt: '2026-11-01T04:00:00.000Z',
};

describe('checking out variant lines', () => {
  it("shows each line's variant and sends the lines with their variants", async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({
      user: makeUser({ name: 'Rahim Uddin' }),
      overrides: {
        'GET /api/cart': () =>
          jsonResponse(
            makeCart([
              makeCartGroup({ name: 'Mirpur Garments', _id: 'seller-mirpur' }, [redM, navyL], {
                delivery: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 },
              }),
            ]),
          ),
        'GET /api/me/addresses': () => jsonResponse({ addresses: [address] }),
        'POST /api/checkout': () =>
          jsonResponse({
            acknowledged: true,
            checkoutId: 'c-1',
            orders: [makeOrder({ sellerName: 'Mirpur Garments', totalPrice: 25_130 })],
            total: 25_130,
          }),
      },
    });
    renderApp('/checkout');
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Size: M · Colour: Red')).toBeInTheDocument();
    expect(within(summary).getByText('Size: L · Colour: Navy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' });
    const [sent] = api.sent('POST /api/checkout') as { shown: { lines: unknown } }[];
    expect(sent!.shown.lines).toEqual([
      { productId: PRODUCT, variantId: M, quantity: 60 },
      { productId: PRODUCT, variantId: L, quantity: 40 },
    ]);
  });
});
