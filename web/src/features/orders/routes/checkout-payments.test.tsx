import type { CheckoutPayment, PaymentOptions, Product } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

/** The cart checkout sends what it showed (its lines and this total): the server places that or nothing. */
const shownTotal = (total: number) => expect.objectContaining({ total });

// Issue 14: the checkout pays online (bKash Tokenized Checkout, SSLCommerz) and cash on delivery above the
// admin's amount pays an advance online first.

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
// ৳3,600 + ৳3,000 = ৳6,600 from two sellers.
const cart = makeCart([
  makeCartGroup({ name: 'Karim Traders' }, [makeCartLine({ quantity: 24, unitPrice: 150 })]),
  makeCartGroup({ name: 'Salma Foods' }, [makeCartLine({ quantity: 12, unitPrice: 250 })]),
]);
const online: PaymentOptions = { online: ['bkash_online', 'sslcommerz'], codAdvance: null, holdMinutes: 15 };
const content = () =>
  jsonResponse({
    heroTitle: 'Welcome',
    heroSubtitle: 'Wholesale',
    faq: [],
    merchantNumbers: { bkash: '01700000001' },
  });
const address = {
  _id: 'address-shop',
  label: 'Shop',
  shippingAddress: 'Shop 4, New Market, Chattogram',
  phoneNumber: '+8801712345678',
  createdAt: '2026-11-01T04:00:00.000Z',
};
const payment = (overrides: Partial<CheckoutPayment> = {}): CheckoutPayment => ({
  gateway: 'bkash',
  purpose: 'full',
  amount: 6600,
  redirectUrl: 'https://sandbox.bka.sh/checkout/pay?paymentID=TR0011abc',
  // 22:55 in Dhaka.
  holdExpiresAt: '2026-11-21T16:55:00.000Z',
  ...overrides,
});
const placed = (pay?: CheckoutPayment) =>
  jsonResponse({
    acknowledged: true,
    checkoutId: 'checkout-1',
    orders: [makeOrder({ orderStatus: pay ? 'awaiting_payment' : 'pending', totalPrice: 6600 })],
    total: 6600,
    ...(pay ? { payment: pay } : {}),
  });

type Overrides = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>;

/** The browser's navigation to the gateway, which jsdom cannot do: only recorded. */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

function openCartCheckout(options: PaymentOptions, overrides: Overrides = {}) {
  const api = mockAuthApi({
    user: buyer,
    overrides: {
      'GET /api/cart': () => jsonResponse(cart),
      'GET /api/me/addresses': () => jsonResponse({ addresses: [address] }),
      'GET /api/content': content,
      'GET /api/payments/options': () => jsonResponse(options),
      ...overrides,
    },
  });
  return { api, user: userEvent.setup(), ...renderApp('/checkout') };
}

/** The status that says the browser is on its way to the gateway (the page has other live regions). */
const goingToGateway = () =>
  screen.getAllByRole('status').find((status) => status.textContent?.includes('Taking you to'));

const methodNames = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('name') === 'paymentMethod')
    .map((radio) => radio.closest('label')?.textContent);

describe('paying a checkout online', () => {
  it('offers the online methods the server has, says how long the stock is held, and goes to the gateway', async () => {
    const assign = stubAssign();
    const { api, user } = openCartCheckout(online, { 'POST /api/checkout': () => placed(payment()) });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(methodNames()).toEqual([
      'Cash on Delivery',
      'bKash',
      'bKash (online)',
      'Card, Nagad, Rocket & more (SSLCommerz)',
    ]);
    expect(screen.queryByText(/stock is held/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'bKash (online)' }));
    expect(screen.getByText(/stock is held/)).toHaveTextContent(
      'You pay on bKash’s page next. The stock is held for 15 minutes while you pay.',
    );
    expect(screen.queryByLabelText('Transaction ID')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(payment().redirectUrl));
    expect(api.sent('POST /api/checkout')).toEqual([
      { addressId: 'address-shop', paymentMethod: 'bkash_online', shown: shownTotal(6600) },
    ]);
    const going = goingToGateway()!;
    expect(going).toHaveTextContent('Taking you to bKash…');
    expect(going).toHaveTextContent('Your order is held until 22:55. Approve the payment of ৳6,600.00 there');
    expect(within(going).getByRole('link', { name: 'Continue to bKash' })).toHaveAttribute(
      'href',
      payment().redirectUrl,
    );
    expect(
      screen.queryByRole('heading', { name: 'Thank you, your order is placed' }),
    ).not.toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('offers no online method when the server has no gateway, and places a cash order as before', async () => {
    const assign = stubAssign();
    const { api, user } = openCartCheckout(
      { online: [], codAdvance: { percent: 20, above: 5000 }, holdMinutes: 15 },
      { 'POST /api/checkout': () => placed() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(methodNames()).toEqual(['Cash on Delivery', 'bKash']);
    // An advance that cannot be paid online is not asked for.
    expect(screen.queryByText(/in advance online/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' }),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/checkout')).toEqual([
      { addressId: 'address-shop', paymentMethod: 'cod', shown: shownTotal(6600) },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks cash on delivery above the amount for the advance and how to pay it, and sends the choice', async () => {
    const assign = stubAssign();
    const advance = payment({
      gateway: 'sslcommerz',
      purpose: 'advance',
      amount: 1320,
      redirectUrl: 'https://sandbox.sslcommerz.com/EasyCheckOut/abc',
    });
    const { api, user } = openCartCheckout(
      { ...online, codAdvance: { percent: 20, above: 5000 } },
      { 'POST /api/checkout': () => placed(advance) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByText(/in advance online/)).toHaveTextContent(
      'Cash on delivery above ৳5,000.00 pays 20% (৳1,320.00) in advance online',
    );
    expect(screen.getByText('The rest, ৳5,280.00, is paid in cash on delivery.')).toBeInTheDocument();
    const advanceChoice = screen.getByRole('group', { name: 'Pay the advance with' });
    expect(
      within(advanceChoice)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['bKash (online)', 'Card, Nagad, Rocket & more (SSLCommerz)']);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(advanceChoice).findByText('Choose how to pay the advance')).toBeInTheDocument();
    expect(api.sent('POST /api/checkout')).toEqual([]);

    await user.click(within(advanceChoice).getByRole('radio', { name: /SSLCommerz/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(advance.redirectUrl));
    expect(api.sent('POST /api/checkout')).toEqual([
      {
        addressId: 'address-shop',
        paymentMethod: 'cod',
        advanceMethod: 'sslcommerz',
        shown: shownTotal(6600),
      },
    ]);
    expect(goingToGateway()).toHaveTextContent('Taking you to SSLCommerz…');
  });

  it('asks no advance of a checkout up to the amount, nor of one paid another way', async () => {
    const { api, user } = openCartCheckout(
      { ...online, codAdvance: { percent: 20, above: 6600 } },
      { 'POST /api/checkout': () => placed() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.queryByText(/in advance online/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' });
    expect(api.sent('POST /api/checkout')).toEqual([
      { addressId: 'address-shop', paymentMethod: 'cod', shown: shownTotal(6600) },
    ]);
  });

  it("shows the server's refusal of the method and of the advance's method at their fields", async () => {
    const { api, user } = openCartCheckout(
      { ...online, codAdvance: { percent: 20, above: 5000 } },
      {
        'POST /api/checkout': (body) =>
          body?.paymentMethod === 'sslcommerz'
            ? errorResponse(400, 'VALIDATION_FAILED', 'Invalid body', {
                paymentMethod: 'SSLCommerz is not available right now',
              })
            : errorResponse(400, 'VALIDATION_FAILED', 'Invalid body', {
                advanceMethod: 'bKash cannot take this advance',
              }),
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const advanceChoice = screen.getByRole('group', { name: 'Pay the advance with' });
    await user.click(within(advanceChoice).getByRole('radio', { name: 'bKash (online)' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(advanceChoice).findByRole('alert')).toHaveTextContent(
      'bKash cannot take this advance',
    );

    const methods = screen.getByRole('group', { name: 'Payment Method' });
    await user.click(within(methods).getByRole('radio', { name: /SSLCommerz/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(methods).findByRole('alert')).toHaveTextContent(
      'SSLCommerz is not available right now',
    );
    expect(api.sent('POST /api/checkout')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Buy now paid online', () => {
  it('sends the one line with the online method and shows the way to the gateway in the modal', async () => {
    const assign = stubAssign();
    const sslPayment = payment({
      gateway: 'sslcommerz',
      amount: 6960,
      redirectUrl: 'https://sandbox.sslcommerz.com/EasyCheckOut/x1',
    });
    const product: Product = makeProduct({ productName: 'Steel lunch box', price: 145, minQuantity: 48 });
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        [`GET /api/product/${product._id}`]: () => jsonResponse(product),
        'GET /api/me/addresses': () => jsonResponse({ addresses: [address] }),
        'GET /api/content': content,
        'GET /api/payments/options': () => jsonResponse(online),
        'POST /api/checkout': () => placed(sslPayment),
      },
    });
    const user = userEvent.setup();
    renderApp(`/product/${product._id}/checkout`);
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(dialog).getByRole('radio', { name: /SSLCommerz/ }));
    expect(within(dialog).getByText(/stock is held/)).toHaveTextContent('You pay on SSLCommerz’s page next.');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(sslPayment.redirectUrl));
    expect(api.sent('POST /api/checkout')).toEqual([
      {
        addressId: 'address-shop',
        paymentMethod: 'sslcommerz',
        items: [{ productId: product._id, quantity: 48 }],
      },
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Taking you to SSLCommerz…');
    expect(within(dialog).queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Success!' })).not.toBeInTheDocument();
  });
});
