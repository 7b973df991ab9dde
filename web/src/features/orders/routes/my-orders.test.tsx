import type { Order } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const page = (orders: Order[]) => jsonResponse({ orders, page: 1, limit: 10, hasMore: false });

describe('My Orders (/cart)', () => {
  it("says 'Your cart is empty' when there are no orders", async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([]) } });
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(document.title).toBe('My Orders | BulkBazar'));
  });

  it('shows each order: product, quantity, total, status, payment and Dhaka order time', async () => {
    const orders = [
      makeOrder({
        productName: 'Steel lunch box',
        quantity: 120,
        totalPrice: 150_060,
        orderStatus: 'shipped',
      }),
      makeOrder({
        productName: 'Desk fan',
        paymentMethod: 'bkash',
        paymentStatus: 'paid',
        transactionId: 'TRX12345',
        orderStatus: 'pending',
      }),
    ];
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page(orders) } });
    renderApp('/cart');
    const lunch = await screen.findByRole('article', { name: 'Steel lunch box' });
    expect(lunch).toHaveTextContent('120 pcs');
    expect(lunch).toHaveTextContent('৳1,50,060.00');
    expect(within(lunch).getByText('Shipped')).toBeInTheDocument();
    expect(lunch).toHaveTextContent('Cash on Delivery · Unpaid');
    expect(lunch).toHaveTextContent('21 November 2026 at 22:40:05');
    expect(within(lunch).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    const fan = screen.getByRole('article', { name: 'Desk fan' });
    expect(fan).toHaveTextContent('bKash · Paid');
    expect(fan).toHaveTextContent('TRX12345');
    expect(within(fan).getByRole('button', { name: 'Cancel the order for Desk fan' })).toBeInTheDocument();
  });

  it("cancels a pending order after asking, shows the server's message and the new status", async () => {
    const user = userEvent.setup();
    let order = makeOrder({ productName: 'Steel lunch box' });
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page([order]),
        [`POST /api/orders/${order._id}/cancel`]: () => {
          order = { ...order, orderStatus: 'cancelled' };
          return jsonResponse({ acknowledged: true, message: 'Order cancelled', order });
        },
      },
    });
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Cancel the order for Steel lunch box' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('120 pcs of Steel lunch box');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));

    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent('Order cancelled');
    expect(api.sent(`POST /api/orders/${order._id}/cancel`)).toHaveLength(1);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const card = screen.getByRole('article', { name: 'Steel lunch box' });
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('shows why the seller declined an order', async () => {
    const declined = makeOrder({
      productName: 'Steel lunch box',
      orderStatus: 'cancelled',
      declineReason: 'Sold out until next month',
    });
    const cancelled = makeOrder({ productName: 'Desk fan', orderStatus: 'cancelled' });
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([declined, cancelled]) } });
    renderApp('/cart');
    const card = await screen.findByRole('article', { name: 'Steel lunch box' });
    expect(card).toHaveTextContent('Declined by the sellerSold out until next month');
    expect(screen.getByRole('article', { name: 'Desk fan' })).not.toHaveTextContent('Declined');
  });

  it("keeps the order when the buyer says no, and shows the server's refusal when it is too late", async () => {
    const user = userEvent.setup();
    const order = makeOrder({ productName: 'Desk fan', orderStatus: 'processing' });
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page([order]),
        [`POST /api/orders/${order._id}/cancel`]: () =>
          errorResponse(409, 'INVALID_TRANSITION', 'This order is shipped and can no longer be cancelled'),
      },
    });
    renderApp('/cart');
    const cancel = await screen.findByRole('button', { name: 'Cancel the order for Desk fan' });
    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Keep the order' }));
    expect(api.sent(`POST /api/orders/${order._id}/cancel`)).toHaveLength(0);

    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'This order is shipped and can no longer be cancelled',
    );
  });
});
