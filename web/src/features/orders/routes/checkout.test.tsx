import type { Product } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { choosePlace } from '@/test/places';
import { renderApp } from '@/test/render-app';

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
// Packs of 12 from 48, ৳145 a piece, ৳138 from 96 pieces; 960 in stock.
const product = makeProduct({
  _id: '33333333-3333-4333-8333-333333333333',
  productName: 'Steel lunch box',
  price: 145,
  minQuantity: 48,
  orderIncrement: 12,
  maxQuantity: 960,
  priceTiers: [{ minQuantity: 96, price: 138 }],
});
const productRoute = `GET /api/product/${product._id}`;
// The shop's document with its merchant numbers (GET /api/content): this shop takes bKash and Rocket.
const content = (merchantNumbers: Record<string, string> = { bkash: '01700000001', rocket: '01900000003' }) =>
  jsonResponse({ heroTitle: 'Welcome', heroSubtitle: 'Wholesale', faq: [], merchantNumbers });
const placed = (quantity: number) =>
  jsonResponse({
    acknowledged: true,
    checkoutId: 'c-1',
    orders: [makeOrder({ productId: product._id, quantity })],
    total: quantity * 138,
  });

type Overrides = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>;

/** Opens Buy now the way the product page does: its URL, with the quantity chosen there. */
async function openCheckout(search = '', overrides: Overrides = {}, p: Product = product) {
  const user = userEvent.setup();
  const api = mockAuthApi({
    user: buyer,
    overrides: { [productRoute]: () => jsonResponse(p), 'GET /api/content': () => content(), ...overrides },
  });
  const app = renderApp(`/product/${p._id}/checkout${search}`);
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { user, api, dialog, ...app };
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi'], dialog);
  await user.type(within(dialog).getByLabelText('Shipping Address'), 'House 12, Road 5, Dhanmondi, Dhaka');
  await user.type(within(dialog).getByLabelText('Phone Number'), '01712345678');
}

describe('Buy now (the Checkout modal)', () => {
  it('asks a signed-out visitor to sign in first, and brings them back to the checkout with the quantity', async () => {
    const user = userEvent.setup();
    mockAuthApi({ overrides: { [productRoute]: () => jsonResponse(product) } });
    const { router } = renderApp(`/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/product/${product._id}/checkout?quantity=48`,
    );
  });

  it("starts at the product page's quantity in whole packs, steps by the pack and quotes the volume price", async () => {
    const { user, dialog } = await openCheckout('?quantity=100');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (pcs)' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    // 100 is not a whole number of packs: the nearest one.
    expect(quantity).toHaveValue('96');
    const quote = within(dialog)
      .getAllByRole('status')
      .find((s) => s.textContent?.includes('Unit price'))!;
    expect(quote).toHaveTextContent('Unit price৳138.00Total৳13,248.00');

    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity by one pack' }));
    expect(quantity).toHaveValue('84');
    expect(quote).toHaveTextContent('Unit price৳145.00Total৳12,180.00');
    expect(quote).toHaveTextContent('Add 12 more for ৳138.00 / pc');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
  });

  it('starts at the MOQ without a quantity, and places the one line with an Idempotency-Key', async () => {
    let stock = product.maxQuantity;
    const { user, dialog, api } = await openCheckout('', {
      [productRoute]: () => jsonResponse({ ...product, maxQuantity: stock }),
      'POST /api/checkout': (body) => {
        const [line] = body?.items as { quantity: number }[];
        stock -= line!.quantity;
        return placed(line!.quantity);
      },
    });
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity (pcs)' })).toHaveValue('48');
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity by one pack' }));
    await fillDelivery(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Order received successfully',
    );
    expect(api.sent('POST /api/checkout')).toEqual([
      {
        shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
        location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
        phoneNumber: '+8801712345678',
        paymentMethod: 'cod',
        items: [{ productId: product._id, quantity: 60 }],
      },
    ]);
    const init = api.spy.mock.calls.find(([url]) => String(url) === '/api/checkout')![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
    expect(await screen.findByText('In stock: 900 pcs')).toBeInTheDocument();
  });

  it('adds the delivery for the chosen place to the total, and the advance goes by goods and delivery', async () => {
    // The server's price of the line as a cart of one: ৳60 inside Dhaka city, free from ৳13,000 (the seller's
    // threshold). Cash on delivery above ৳7,000 pays 10 % in advance online.
    const preview = (body: unknown) => {
      const [line] = (body as { items: { productId: string; quantity: number }[] }).items;
      const unitPrice = line!.quantity >= 96 ? 138 : 145;
      const free = line!.quantity * unitPrice >= 13_000;
      const delivery = free
        ? { dhaka_city: 0, dhaka_suburbs: 0, elsewhere: 0 }
        : { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 150 };
      const cartLine = makeCartLine({ productId: product._id, quantity: line!.quantity, unitPrice });
      return jsonResponse(makeCart([makeCartGroup({ name: 'Karim Traders' }, [cartLine], { delivery })]));
    };
    const { user, dialog, api } = await openCheckout('', {
      'POST /api/cart/preview': preview,
      'GET /api/payments/options': () =>
        jsonResponse({ online: ['bkash_online'], codAdvance: { percent: 10, above: 7000 }, holdMinutes: 15 }),
    });
    expect(
      await within(dialog).findByText('The delivery charge shows once you choose where it goes.'),
    ).toBeInTheDocument();
    // 48 × ৳145 = ৳6,960: below the advance's amount on its own.
    expect(within(dialog).queryByText(/in advance online/)).not.toBeInTheDocument();

    await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi'], dialog);
    const charge = await within(dialog).findByText('Delivery (Inside Dhaka city)');
    const box = charge.parentElement!.parentElement!;
    expect(box).toHaveTextContent('Delivery (Inside Dhaka city)৳60.00Total৳7,020.00');
    expect(within(dialog).getByText(/in advance online/)).toHaveTextContent(
      'Cash on delivery above ৳7,000.00 pays 10% (৳702.00) in advance online',
    );

    // Four packs more: 96 at ৳138 reaches the seller's free delivery.
    for (let i = 0; i < 4; i++)
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity by one pack' }));
    await waitFor(() => expect(box).toHaveTextContent('Delivery (Inside Dhaka city)FreeTotal৳13,248.00'));
    expect(within(dialog).getByText(/in advance online/)).toHaveTextContent('(৳1,324.80)');
    // The quantity is asked for once it settles, not at every click.
    const asked = api
      .sent('POST /api/cart/preview')
      .map((body) => (body as { items: { quantity: number }[] }).items);
    expect(asked[0]).toEqual([{ productId: product._id, quantity: 48 }]);
    expect(asked.at(-1)).toEqual([{ productId: product._id, quantity: 96 }]);
    expect(asked.length).toBeLessThan(5);
  });

  it("shows the server's refusal of the line at the quantity, and keeps the checkout open", async () => {
    const message = 'Only 36 units available';
    const { user, dialog, api } = await openCheckout('', {
      'POST /api/checkout': () =>
        errorResponse(409, 'OUT_OF_STOCK', message, { [`items.${product._id}`]: message }),
    });
    await fillDelivery(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (pcs)' });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/checkout')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('asks for the transaction id with mobile banking, and checks the phone number', async () => {
    const { user, dialog, api } = await openCheckout();
    await choosePlace(user, ['Chattogram', 'Chattogram', 'Double Mooring'], dialog);
    await user.type(within(dialog).getByLabelText('Shipping Address'), 'Agrabad, Chattogram');
    await user.type(within(dialog).getByLabelText('Phone Number'), '12345');
    expect(within(dialog).queryByLabelText('Transaction ID')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'bKash' }));
    expect(within(dialog).getByLabelText('Transaction ID')).toHaveAccessibleDescription(
      expect.stringContaining('TrxID'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(
      await within(dialog).findByText('Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter the transaction id from your mobile banking message'),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/checkout')).toEqual([]);
  });

  it("tells the buyer where to send the line's total: the shop's merchant number for the method", async () => {
    const { user, dialog } = await openCheckout('?quantity=96');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cash on Delivery',
      'bKash',
      'Rocket',
    ]);
    expect(within(dialog).queryByText(/merchant number/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'bKash' }));
    expect(within(dialog).getByText(/merchant number/)).toHaveTextContent(
      'Send ৳13,248.00 to bKash merchant number 01700000001, then enter the transaction ID (TrxID) from bKash’s confirmation message.',
    );
  });

  it('offers only Cash on Delivery when the shop has set no merchant number', async () => {
    const { dialog } = await openCheckout('', { 'GET /api/content': () => content({}) });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  });

  it('offers the saved addresses, and the purchase page places the same line and goes to My Orders', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        [productRoute]: () => jsonResponse(product),
        'GET /api/content': () => content({}),
        'GET /api/me/addresses': () =>
          jsonResponse({
            addresses: [
              {
                _id: 'address-shop',
                label: 'Shop',
                shippingAddress: 'Shop 4, New Market, Chattogram',
                phoneNumber: '+8801712345678',
                createdAt: '2026-11-01T04:00:00.000Z',
              },
            ],
          }),
        'POST /api/checkout': () => placed(120),
        'GET /api/myorder': () => jsonResponse({ orders: [], page: 1, limit: 10, hasMore: false }),
      },
    });
    const { router } = renderApp(`/purchase/${product._id}?quantity=120`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity (pcs)' })).toHaveValue('120');
    expect(await screen.findByRole('radio', { name: /Shop/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(api.sent('POST /api/checkout')).toEqual([
      { addressId: 'address-shop', paymentMethod: 'cod', items: [{ productId: product._id, quantity: 120 }] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it("shows the seller their listing's review status and reason, and does not sell it", async () => {
    const seller = makeUser({ email: 'karim@traders.com.bd' });
    const pending = makeProduct({
      author: seller.email,
      status: 'rejected',
      rejectionReason: 'Blurry photo',
    });
    mockAuthApi({
      user: seller,
      overrides: { [`GET /api/product/${pending._id}`]: () => jsonResponse(pending) },
    });
    renderApp(`/product/${pending._id}`);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Blurry photo')).toBeInTheDocument();
    expect(
      screen.getByText('Only you and our administrators can see this listing until it is approved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/update/${pending._id}`,
    );
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });
});
