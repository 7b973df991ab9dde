import type { Cart } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_CART_STORAGE_KEY } from '@/lib/cart/local-cart';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { emptyCart, makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const buyer = makeUser({ name: 'Rahim Uddin' });

const tiffin = makeCartLine({ productName: 'Steel tiffin box', quantity: 24, unitPrice: 150 });
const fan = makeCartLine({ productName: 'Desk fan', quantity: 12, unitPrice: 250 });
const rice = makeCartLine({ productName: 'Rice cooker', quantity: 10, unitPrice: 900 });

/** Karim Traders' ৳3,600 is below their ৳5,000 minimum; Salma Foods has no minimum. */
function twoSellers(overrides: Partial<Cart> = {}): Cart {
  return makeCart(
    [
      makeCartGroup({ name: 'Karim Traders', minOrderAmount: 5000 }, [tiffin], {
        problem: { code: 'BELOW_SELLER_MINIMUM', message: 'Below the minimum', allowed: 5000 },
      }),
      makeCartGroup({ name: 'Salma Foods' }, [fan, rice]),
    ],
    overrides,
  );
}

describe('the cart page (signed in)', () => {
  it('groups the lines by seller with subtotals and the seller minimum, and blocks checkout with the reason', async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/cart': () => jsonResponse(twoSellers()) } });
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your cart | BulkBazar'));
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');

    const karim = screen.getByRole('region', { name: 'Seller: Karim Traders' });
    expect(
      within(karim)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(within(karim).getByRole('article', { name: 'Steel tiffin box' })).toHaveTextContent(
      '৳150.00 / pc',
    );
    expect(karim).toHaveTextContent('Subtotal৳3,600.00');
    expect(within(karim).getByRole('alert')).toHaveTextContent(
      'Minimum order from Karim Traders: ৳5,000.00 — add ৳1,400.00 more',
    );

    const salma = screen.getByRole('region', { name: 'Seller: Salma Foods' });
    expect(
      within(salma)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Desk fan'), expect.stringContaining('Rice cooker')]);
    expect(within(salma).getByRole('article', { name: 'Rice cooker' })).toHaveTextContent(
      'Line total৳9,000.00',
    );
    expect(salma).toHaveTextContent('Subtotal৳12,000.00');
    expect(within(salma).queryByRole('alert')).not.toBeInTheDocument();

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total (3 products)৳15,600.00');
    const checkout = within(summary).getByRole('button', { name: 'Check out' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('Fix the lines marked above before checking out.');
  });

  it('shows a changed price, and accepting it saves the same quantity again and opens the checkout', async () => {
    const user = userEvent.setup();
    const changed = {
      ...tiffin,
      problem: {
        code: 'PRICE_CHANGED' as const,
        message: 'Price changed',
        allowed: null,
        previousUnitPrice: 145,
      },
    };
    const state = { cart: makeCart([makeCartGroup({ name: 'Karim Traders' }, [changed])]) };
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        [`PUT /api/cart/items/${tiffin.productId}`]: () => {
          state.cart = makeCart([makeCartGroup({ name: 'Karim Traders' }, [tiffin])]);
          return jsonResponse(state.cart);
        },
      },
    });
    renderApp('/cart');
    const line = await screen.findByRole('article', { name: 'Steel tiffin box' });
    expect(within(line).getByRole('alert')).toHaveTextContent('Price changed from ৳145.00 to ৳150.00');
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();

    await user.click(within(line).getByRole('button', { name: 'Accept new price' }));
    const checkout = await screen.findByRole('link', { name: 'Check out' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    expect(api.sent(`PUT /api/cart/items/${tiffin.productId}`)).toEqual([{ quantity: 24 }]);
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the quantity the rules allow, and removes a product that is no longer for sale', async () => {
    const user = userEvent.setup();
    const short = {
      ...fan,
      quantity: 60,
      problem: { code: 'OUT_OF_STOCK' as const, message: 'Only 36', allowed: 36, previousUnitPrice: null },
    };
    const gone = {
      ...rice,
      problem: {
        code: 'PRODUCT_UNAVAILABLE' as const,
        message: 'Gone',
        allowed: null,
        previousUnitPrice: null,
      },
    };
    const state = { cart: makeCart([makeCartGroup({ name: 'Salma Foods' }, [short, gone])]) };
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        [`PUT /api/cart/items/${fan.productId}`]: (body) => {
          state.cart = makeCart([
            makeCartGroup({ name: 'Salma Foods' }, [{ ...fan, quantity: Number(body?.quantity) }, gone]),
          ]);
          return jsonResponse(state.cart);
        },
        [`DELETE /api/cart/items/${rice.productId}`]: () => {
          state.cart = makeCart([makeCartGroup({ name: 'Salma Foods' }, [{ ...fan, quantity: 36 }])]);
          return jsonResponse(state.cart);
        },
      },
    });
    renderApp('/cart');
    const fanLine = await screen.findByRole('article', { name: 'Desk fan' });
    expect(within(fanLine).getByRole('alert')).toHaveTextContent('Only 36 pcs left in stock');
    const riceLine = screen.getByRole('article', { name: 'Rice cooker' });
    expect(within(riceLine).getByRole('alert')).toHaveTextContent(
      'This product is no longer for sale: remove it to check out',
    );
    expect(within(riceLine).queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(within(fanLine).getByRole('button', { name: 'Change to 36' }));
    await waitFor(() => expect(within(fanLine).queryByRole('alert')).not.toBeInTheDocument());
    expect(api.sent(`PUT /api/cart/items/${fan.productId}`)).toEqual([{ quantity: 36 }]);
    expect(within(fanLine).getByRole('spinbutton', { name: 'Quantity of Desk fan (pcs)' })).toHaveValue('36');

    await user.click(within(riceLine).getByRole('button', { name: 'Remove Rice cooker from the cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Rice cooker' })).not.toBeInTheDocument(),
    );
    expect(api.sent(`DELETE /api/cart/items/${rice.productId}`)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Check out' })).toBeInTheDocument();
  });

  it('saves a stepped quantity once it settles (several clicks, one request), and takes a refusal back', async () => {
    const user = userEvent.setup();
    const state = { cart: makeCart([makeCartGroup({ name: 'Salma Foods' }, [fan])]) };
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        [`PUT /api/cart/items/${fan.productId}`]: (body) => {
          const quantity = Number(body?.quantity);
          if (quantity > 36) return errorResponse(409, 'OUT_OF_STOCK', 'Only 36 units available');
          state.cart = makeCart([
            makeCartGroup({ name: 'Salma Foods' }, [{ ...fan, quantity, lineTotal: quantity * 250 }]),
          ]);
          return jsonResponse(state.cart);
        },
      },
    });
    renderApp('/cart');
    const line = await screen.findByRole('article', { name: 'Desk fan' });
    const quantity = within(line).getByRole('spinbutton', { name: 'Quantity of Desk fan (pcs)' });
    const plus = within(line).getByRole('button', { name: 'Increase quantity by one pack' });
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue('36');
    await waitFor(() => expect(line).toHaveTextContent('Line total৳9,000.00'));
    expect(api.sent(`PUT /api/cart/items/${fan.productId}`)).toEqual([{ quantity: 36 }]);

    await user.click(plus);
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Only 36 units available',
    );
    expect(quantity).toHaveValue('36');
  });

  it('empties the cart after asking', async () => {
    const user = userEvent.setup();
    const state = { cart: twoSellers() };
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/cart': () => jsonResponse(state.cart),
        'DELETE /api/cart': () => {
          state.cart = emptyCart();
          return jsonResponse(state.cart);
        },
      },
    });
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Empty cart' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, empty it' }),
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(api.sent('DELETE /api/cart')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});

describe('the cart page (guest)', () => {
  it("prices this browser's cart on the server and asks the guest to sign in to check out", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      LOCAL_CART_STORAGE_KEY,
      JSON.stringify([{ productId: fan.productId, quantity: 12 }]),
    );
    const api = mockAuthApi({
      overrides: {
        'POST /api/cart/preview': (body) => {
          const [item] = (body?.items ?? []) as { productId: string; quantity: number }[];
          const line = { ...fan, quantity: item!.quantity, lineTotal: item!.quantity * 250 };
          return jsonResponse(makeCart([makeCartGroup({ name: 'Salma Foods' }, [line])]));
        },
      },
    });
    renderApp('/cart');
    const line = await screen.findByRole('article', { name: 'Desk fan' });
    expect(
      screen.getByText('You are not signed in: this cart is kept in this browser until you sign in.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
    expect(api.sent('POST /api/cart/preview')).toEqual([
      { items: [{ productId: fan.productId, quantity: 12 }] },
    ]);

    await user.click(within(line).getByRole('button', { name: 'Increase quantity by one pack' }));
    await waitFor(() => expect(line).toHaveTextContent('Line total৳6,000.00'));
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_STORAGE_KEY)!)).toEqual([
      { productId: fan.productId, quantity: 24 },
    ]);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: 'Remove Desk fan from the cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_CART_STORAGE_KEY)).toBeNull();
  });

  it('takes a product no longer for sale out of the browser cart, and says so once', async () => {
    localStorage.setItem(
      LOCAL_CART_STORAGE_KEY,
      JSON.stringify([
        { productId: fan.productId, quantity: 12 },
        { productId: 'gone-product', quantity: 24 },
      ]),
    );
    const api = mockAuthApi({
      overrides: {
        'POST /api/cart/preview': (body) => {
          const items = (body?.items ?? []) as { productId: string }[];
          const notes = items.some((item) => item.productId === 'gone-product')
            ? [{ productId: 'gone-product', message: 'This product is no longer for sale' }]
            : [];
          return jsonResponse(makeCart([makeCartGroup({ name: 'Salma Foods' }, [fan])], { notes }));
        },
      },
    });
    renderApp('/cart');
    const notice = await screen.findByRole('dialog', { name: 'Taken out of your cart' });
    expect(notice).toHaveTextContent('This product is no longer for sale');
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_STORAGE_KEY)!)).toEqual([
      { productId: fan.productId, quantity: 12 },
    ]);
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Desk fan' })).toBeInTheDocument();
    // The cart without it was priced again, and nothing more was said.
    await waitFor(() => expect(api.sent('POST /api/cart/preview')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
