import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Cart lines of a product with variants (issue 30): one line per variant, each showing its options and
// changed or removed by its own address (?variant=).
const buyer = makeUser({ name: 'Rahim Uddin' });
const PRODUCT = '00000000-0000-4000-9000-00000000aaaa';
const M = '00000000-0000-4000-9000-00000000bbbb';
const L = '00000000-0000-4000-9000-00000000cccc';
const tee = { productId: PRODUCT, productName: 'Cotton Crew T-shirt', unitPrice: 180 };
const blueM = makeCartLine({
  ...tee,
  variantId: M,
  variantOptions: { Size: 'M', Colour: 'Blue' },
  quantity: 20,
});
const blackL = makeCartLine({
  ...tee,
  variantId: L,
  variantOptions: { Size: 'L', Colour: 'Black' },
  quantity: 30,
});

describe('the cart page with variant lines', () => {
  it("shows each variant's options and removes one variant by its own address", async () => {
    const user = userEvent.setup();
    const state = { cart: makeCart([makeCartGroup({ name: 'Mirpur Garments' }, [blueM, blackL])]) };
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        [`DELETE /api/cart/items/${PRODUCT}`]: () => {
          state.cart = makeCart([makeCartGroup({ name: 'Mirpur Garments' }, [blackL])]);
          return jsonResponse(state.cart);
        },
      },
    });
    renderApp('/cart');
    const seller = await screen.findByRole('region', { name: 'Seller: Mirpur Garments' });
    const lines = within(seller).getAllByRole('article', { name: 'Cotton Crew T-shirt' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Size: M · Colour: Blue');
    expect(lines[1]).toHaveTextContent('Size: L · Colour: Black');

    await user.click(within(lines[0]!).getByRole('button', { name: /Cotton Crew T-shirt/ }));
    await screen.findByText('Size: L · Colour: Black');
    const deletes = api.spy.mock.calls
      .filter(([, init]) => init?.method === 'DELETE')
      .map(([input]) => new URL(String(input), 'http://localhost'));
    expect(deletes.map((u) => `${u.pathname}${u.search}`)).toEqual([
      `/api/cart/items/${PRODUCT}?variant=${M}`,
    ]);
    expect(screen.queryByText('Size: M · Colour: Blue')).not.toBeInTheDocument();
  });
});
