import type { Cart, Order, SavedAddress } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { choosePlace } from '@/test/places';
import { renderApp } from '@/test/render-app';

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const tiffin = makeCartLine({ productName: 'Steel tiffin box', quantity: 24, unitPrice: 150 });
const fan = makeCartLine({ productName: 'Desk fan', quantity: 12, unitPrice: 250 });
const cart = makeCart([
  makeCartGroup({ name: 'Karim Traders', _id: 'seller-karim' }, [tiffin]),
  makeCartGroup({ name: 'Salma Foods', _id: 'seller-salma' }, [fan]),
]);
const shop: SavedAddress = {
  _id: 'address-shop',
  label: 'Shop',
  shippingAddress: 'Shop 4, New Market, Chattogram',
  phoneNumber: '+8801712345678',
  location: null,
  createdAt: '2026-11-01T04:00:00.000Z',
};
const content = () =>
  jsonResponse({
    heroTitle: 'Welcome',
    heroSubtitle: 'Wholesale',
    faq: [],
    merchantNumbers: { bkash: '01700000001' },
  });
const placed: Order[] = [
  makeOrder({ _id: 'aaaa1111-0000-4000-8000-000000000001', sellerName: 'Karim Traders', totalPrice: 3600 }),
  makeOrder({ _id: 'bbbb2222-0000-4000-8000-000000000002', sellerName: 'Salma Foods', totalPrice: 3000 }),
];

type Overrides = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>;

function openCheckout(overrides: Overrides = {}, state: { cart: Cart } = { cart }) {
  const api = mockAuthApi({
    user: buyer,
    overrides: {
      'GET /api/cart': () => jsonResponse(state.cart),
      'GET /api/me/addresses': () => jsonResponse({ addresses: [shop] }),
      'GET /api/content': content,
      ...overrides,
    },
  });
  return { api, ...renderApp('/checkout') };
}

const headerOf = (api: ReturnType<typeof mockAuthApi>, path: string) => {
  const init = api.spy.mock.calls.find(([url]) => String(url) === path)![1]!;
  return (init.headers as Record<string, string>)['Idempotency-Key'];
};

describe('the checkout page', () => {
  it('places the cart to a saved address, one order per seller, and lists the orders made', async () => {
    const user = userEvent.setup();
    const state = { cart };
    const { api } = openCheckout(
      {
        'POST /api/checkout': () => {
          state.cart = makeCart([]);
          return jsonResponse({ acknowledged: true, checkoutId: 'c-1', orders: placed, total: 6600 });
        },
      },
      state,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByRole('region', { name: 'Seller: Karim Traders' })).toHaveTextContent(
      'Steel tiffin box24 pcs × ৳150.00৳3,600.00',
    );
    expect(within(summary).getByRole('region', { name: 'Seller: Salma Foods' })).toHaveTextContent(
      'Subtotal৳3,000.00',
    );
    expect(summary).toHaveTextContent('Total৳6,600.00');
    expect(screen.getByRole('radio', { name: /Shop/ })).toBeChecked();
    expect(screen.queryByLabelText('Shipping Address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' }),
    ).toHaveFocus();
    expect(screen.getByText('2 orders were placed, one per seller.')).toBeInTheDocument();
    const orders = within(screen.getByRole('list', { name: 'My Orders' })).getAllByRole('listitem');
    expect(orders.map((o) => o.textContent)).toEqual([
      'Order #AAAA1111 from Karim TradersPending৳3,600.00',
      'Order #BBBB2222 from Salma FoodsPending৳3,000.00',
    ]);
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    // What the page showed goes along: the server places exactly that, or nothing.
    expect(api.sent('POST /api/checkout')).toEqual([
      {
        addressId: 'address-shop',
        paymentMethod: 'cod',
        shown: {
          lines: [
            { productId: tiffin.productId, quantity: 24 },
            { productId: fan.productId, quantity: 12 },
          ],
          total: 6600,
        },
      },
    ]);
    expect(headerOf(api, '/api/checkout')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // The cart was read again: the badge shows what is left in it.
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('sends a typed address with its new name, and asks for the bKash transaction id', async () => {
    const user = userEvent.setup();
    const { api } = openCheckout({
      'POST /api/checkout': () =>
        jsonResponse({ acknowledged: true, checkoutId: 'c-2', orders: placed.slice(0, 1), total: 3600 }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Another address' }));
    await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi']);
    await user.type(screen.getByLabelText('Shipping Address'), 'House 12, Road 5, Dhanmondi, Dhaka');
    await user.type(screen.getByLabelText('Phone Number'), '01812345678');
    await user.type(screen.getByLabelText('Save this address as…'), 'Warehouse');
    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    expect(screen.getByText(/merchant number/)).toHaveTextContent(
      'Send ৳6,600.00 to bKash merchant number 01700000001',
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Enter the transaction id from your mobile banking message'),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/checkout')).toEqual([]);

    await user.type(screen.getByLabelText('Transaction ID'), 'BK7X2Q9P1Z');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('One order was placed with its seller.')).toBeInTheDocument();
    expect(api.sent('POST /api/checkout')).toEqual([
      {
        shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
        location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
        phoneNumber: '+8801812345678',
        saveAddressAs: 'Warehouse',
        paymentMethod: 'bkash',
        transactionId: 'BK7X2Q9P1Z',
        shown: expect.objectContaining({ total: 6600 }),
      },
    ]);
  });

  it('shows a line the server refuses (409) with the way back to the cart, and a new key for the next try', async () => {
    const user = userEvent.setup();
    const message = 'Steel tiffin box: the price changed from ৳145.00 to ৳150.00';
    const { api } = openCheckout({
      'POST /api/checkout': () =>
        errorResponse(409, 'PRICE_CHANGED', message, { [`items.${tiffin.productId}`]: message }),
    });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`A line of your cart changed: ${message}`);
    expect(within(alert).getByRole('link', { name: 'Go back to the cart' })).toHaveAttribute('href', '/cart');
    expect(
      screen.queryByRole('heading', { name: 'Thank you, your order is placed' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.sent('POST /api/checkout')).toHaveLength(2));
    const keys = api.spy.mock.calls
      .filter(([url]) => String(url) === '/api/checkout')
      .map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('sends a cart with problems back to the cart page, and places nothing', async () => {
    const problem = {
      code: 'BELOW_MOQ' as const,
      message: 'Below the MOQ',
      allowed: 48,
      previousUnitPrice: null,
    };
    const notReady = makeCart([makeCartGroup({ name: 'Karim Traders' }, [{ ...tiffin, problem }])]);
    const { api } = openCheckout({}, { cart: notReady });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some lines of your cart need your attention first.',
    );
    expect(screen.getByRole('link', { name: 'Fix them in the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(api.sent('POST /api/checkout')).toEqual([]);
  });

  it('sends a signed-out visitor to sign in first, then back to the checkout', async () => {
    mockAuthApi();
    const { router } = renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/checkout' } });
  });
});
