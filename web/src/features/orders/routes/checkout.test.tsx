import type { Product } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const product = makeProduct({
  _id: '33333333-3333-4333-8333-333333333333',
  productName: 'Steel lunch box',
  price: 1250.5,
  minQuantity: 50,
  maxQuantity: 53,
});
const productRoute = `GET /api/product/${product._id}`;
// The shop's document with its merchant numbers (GET /api/content): this shop takes bKash and Rocket.
const content = (merchantNumbers: Record<string, string> = { bkash: '01700000001', rocket: '01900000003' }) =>
  jsonResponse({ heroTitle: 'Welcome', heroSubtitle: 'Wholesale', faq: [], merchantNumbers });

type Overrides = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>;

async function openCheckout(overrides: Overrides = {}, p: Product = product) {
  const user = userEvent.setup();
  const api = mockAuthApi({
    user: buyer,
    overrides: { [productRoute]: () => jsonResponse(p), 'GET /api/content': () => content(), ...overrides },
  });
  const app = renderApp(`/product/${p._id}`);
  await user.click(await screen.findByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { user, api, dialog, ...app };
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Shipping Address'), 'House 12, Road 5, Dhanmondi, Dhaka');
  await user.type(within(dialog).getByLabelText('Phone Number'), '01712345678');
}

describe('checkout', () => {
  it('asks a signed-out visitor to sign in first, and brings them back to the checkout', async () => {
    const user = userEvent.setup();
    mockAuthApi({ overrides: { [productRoute]: () => jsonResponse(product) } });
    const { router } = renderApp(`/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    // The way back is the open checkout, in the login page's URL (issue 11, item 19).
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/product/${product._id}/checkout`,
    );
  });

  it('starts at the MOQ; the stepper stays between the MOQ and the stock; the total is live', async () => {
    const { user, dialog } = await openCheckout();
    const quantity = within(dialog).getByLabelText('Quantity');
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity' });
    const total = within(dialog).getByRole('status', { name: 'Total' });

    expect(within(dialog).getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(within(dialog).getByLabelText('Name')).toBeDisabled();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('rahim@shop.com.bd');
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(quantity).toHaveValue(50);
    expect(minus).toBeDisabled();
    expect(total).toHaveTextContent('৳62,525.00');

    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue(53);
    expect(plus).toBeDisabled();
    expect(total).toHaveTextContent('৳66,276.50');
    await user.click(minus);
    expect(quantity).toHaveValue(52);
    expect(total).toHaveTextContent('৳65,026.00');

    await user.clear(quantity);
    await user.type(quantity, '49');
    expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining('The minimum order for this product is 50 units'),
    );
    await user.clear(quantity);
    await user.type(quantity, '60');
    expect(quantity).toHaveAccessibleDescription(expect.stringContaining('Only 53 units available'));
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(quantity).toHaveValue(53);
    expect(quantity).toHaveAttribute('aria-invalid', 'false');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
  });

  it.each([
    [422, 'BELOW_MOQ', 'The minimum order for this product is 60 units', 'Minimum order quantity not met'],
    [409, 'OUT_OF_STOCK', 'Only 10 units available', 'Insufficient stock'],
  ])('shows a %i %s refusal with its title and the server message', async (status, code, message, title) => {
    const { user, dialog, api } = await openCheckout({
      'POST /api/addorder': () => errorResponse(status, code, message, { quantity: message }),
    });
    await fillDelivery(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('dialog', { name: title });
    expect(alert).toHaveTextContent(message);
    expect(api.sent('POST /api/addorder')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    // The buyer can fix the quantity and try again: the checkout stays open.
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('asks for the transaction id with mobile banking, and checks the phone number', async () => {
    const { user, dialog, api } = await openCheckout();
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
    expect(api.sent('POST /api/addorder')).toEqual([]);
  });

  it("tells the buyer where to send the money: the shop's merchant number for the chosen method", async () => {
    const { user, dialog } = await openCheckout();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cash on Delivery',
      'bKash',
      'Rocket',
    ]);
    expect(within(dialog).queryByText(/merchant number/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'bKash' }));
    expect(within(dialog).getByText(/merchant number/)).toHaveTextContent(
      'Send ৳62,525.00 to bKash merchant number 01700000001, then enter the transaction ID (TrxID) from bKash’s confirmation message.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Rocket' }));
    expect(within(dialog).getByText(/merchant number/)).toHaveTextContent(
      'Send ৳62,525.00 to Rocket merchant number 01900000003',
    );
  });

  it('offers only Cash on Delivery when the shop has set no merchant number', async () => {
    const { dialog } = await openCheckout({ 'GET /api/content': () => content({}) });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  });

  it('places the order with an Idempotency-Key, says so, closes, and shows the new stock', async () => {
    let stock = product.maxQuantity;
    const { user, dialog, api } = await openCheckout({
      [productRoute]: () => jsonResponse({ ...product, maxQuantity: stock }),
      'POST /api/addorder': (body) => {
        stock -= Number(body?.quantity);
        return jsonResponse({
          acknowledged: true,
          message: 'Order received successfully',
          insertedId: 'o-1',
        });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await fillDelivery(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Order received successfully',
    );
    expect(api.sent('POST /api/addorder')).toEqual([
      {
        productId: product._id,
        quantity: 51,
        shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
        phoneNumber: '+8801712345678',
        paymentMethod: 'cod',
      },
    ]);
    const init = api.spy.mock.calls.find(([url]) => String(url) === '/api/addorder')![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
    expect(await screen.findByText('In stock: 2 pcs')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });
});
