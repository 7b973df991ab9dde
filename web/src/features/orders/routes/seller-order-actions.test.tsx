import type { Order } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// Issue 11, item 17: the seller declines a pending order with a reason, and records cash on delivery.
const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });
const page = (orders: Order[]) => jsonResponse({ orders, page: 1, limit: 20, hasMore: false });

describe('incoming orders: decline and cash received', () => {
  it('declines a pending order only with a reason, sends it, and shows the order cancelled with the reason', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ productName: 'Steel lunch box', quantity: 120 });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': () => page([order]),
        [`POST /api/orders/${order._id}/decline`]: (body) => {
          order = { ...order, orderStatus: 'cancelled', declineReason: String(body?.reason) };
          return jsonResponse({ acknowledged: true, message: 'Order declined', order });
        },
      },
    });
    renderApp('/myproducts/orders');
    const card = await screen.findByRole('article', { name: 'Steel lunch box' });
    await user.click(within(card).getByRole('button', { name: 'Decline the order for Steel lunch box' }));

    const dialog = await screen.findByRole('dialog', { name: 'Decline this order?' });
    expect(dialog).toHaveTextContent('The buyer sees your reason');
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(await within(dialog).findByText('Say why you decline the order')).toBeInTheDocument();
    expect(api.sent(`POST /api/orders/${order._id}/decline`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Sold out until next month');
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(`POST /api/orders/${order._id}/decline`)).toEqual([
      { reason: 'Sold out until next month' },
    ]);
    expect(await screen.findByText('Order declined')).toBeInTheDocument();
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(card).toHaveTextContent('Sold out until next month');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal in the dialog (the buyer cancelled first)", async () => {
    const user = userEvent.setup();
    const order = makeOrder({ productName: 'Desk fan' });
    mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': () => page([order]),
        [`POST /api/orders/${order._id}/decline`]: () =>
          errorResponse(409, 'INVALID_TRANSITION', 'This order is cancelled and can no longer be cancelled'),
      },
    });
    renderApp('/myproducts/orders');
    await user.click(await screen.findByRole('button', { name: 'Decline the order for Desk fan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this order?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'No longer made');
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(
      await within(dialog).findByText('This order is cancelled and can no longer be cancelled'),
    ).toBeInTheDocument();
  });

  it('offers Cash received only on delivered, unpaid cash-on-delivery orders, and records it after asking', async () => {
    const user = userEvent.setup();
    let cod = makeOrder({ productName: 'Rice cooker', orderStatus: 'delivered', totalPrice: 30_000 });
    const bkash = makeOrder({
      productName: 'Ceiling fan',
      orderStatus: 'delivered',
      paymentMethod: 'bkash',
      transactionId: 'BK12345678',
    });
    const shipped = makeOrder({ productName: 'Kettle', orderStatus: 'shipped' });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': () => page([cod, bkash, shipped]),
        [`POST /api/orders/${cod._id}/cash-received`]: () => {
          cod = { ...cod, paymentStatus: 'paid' };
          return jsonResponse({ acknowledged: true, message: 'Cash received', order: cod });
        },
      },
    });
    renderApp('/myproducts/orders');
    const card = await screen.findByRole('article', { name: 'Rice cooker' });
    expect(within(screen.getByRole('article', { name: 'Ceiling fan' })).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Kettle' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark delivered']);

    await user.click(within(card).getByRole('button', { name: 'Cash received' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cash received?' });
    expect(confirm).toHaveTextContent('৳30,000.00');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, record it' }));
    await waitFor(() => expect(card).toHaveTextContent('Cash on Delivery · Paid'));
    expect(within(card).queryByRole('button', { name: 'Cash received' })).toBeNull();
    expect(api.sent(`POST /api/orders/${cod._id}/cash-received`)).toHaveLength(1);
  });
});
