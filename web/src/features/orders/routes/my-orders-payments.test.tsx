import type { Order, PaymentResult } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// Issue 14: the gateway sends the buyer back to My Orders, told how the payment ended; the orders show their
// payment state (awaiting it, an advance paid, refunded) and why a cancelled one was cancelled.

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const page = (orders: Order[]) => jsonResponse({ orders, page: 1, limit: 10, hasMore: false });
const checkoutId = 'c0ffee00-0000-4000-8000-000000000001';
const awaiting = makeOrder({
  _id: 'aaaa1111-0000-4000-8000-000000000001',
  checkoutId,
  sellerName: 'Karim Traders',
  orderStatus: 'awaiting_payment',
  paymentMethod: 'bkash_online',
  // 22:55 in Dhaka.
  holdExpiresAt: '2026-11-21T16:55:00.000Z',
});

/** The banner: the one live region that speaks of the payment. */
const banner = (text: string) => screen.getAllByRole('status').find((status) => status.textContent === text);

afterEach(() => {
  vi.useRealTimers();
});

describe('My Orders after the gateway', () => {
  it.each<[PaymentResult, string]>([
    ['completed', 'Payment received — your orders are with the sellers'],
    ['failed', 'Payment not completed — nothing was charged. Your order is still held: you can pay again.'],
    [
      'cancelled',
      'Payment cancelled — the order was cancelled and its items are back in your cart; nothing was charged',
    ],
    [
      'expired',
      'The payment time ran out — the order was cancelled and its items are back in your cart; if you were charged, the amount is refunded automatically',
    ],
    ['pending', 'Waiting for the gateway to confirm your payment'],
  ])('says once how the payment ended: %s', async (result, text) => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([awaiting]) } });
    renderApp(`/orders?checkout=${checkoutId}&payment=${result}`);
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    await waitFor(() => expect(banner(text)).toBeDefined());
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('shows no banner without a known result', async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([awaiting]) } });
    renderApp(`/orders?checkout=${checkoutId}&payment=hacked`);
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    expect(
      screen.queryByText(
        /Payment received|Payment not completed|Payment cancelled|payment time|Waiting for the gateway/,
      ),
    ).not.toBeInTheDocument();
  });

  it('reads a pending checkout again until the server has the payment, then says it was received', async () => {
    // The page's own clock (it asks again every 5 s), moved on by the test instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let orders = [awaiting];
    const api = mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page(orders) } });
    renderApp(`/orders?checkout=${checkoutId}&payment=pending`);
    await waitFor(() => expect(banner('Waiting for the gateway to confirm your payment')).toBeDefined());
    const reads = api.sent('GET /api/myorder').length;
    orders = [{ ...awaiting, orderStatus: 'pending', paymentStatus: 'paid', holdExpiresAt: null }];
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(banner('Payment received — your orders are with the sellers')).toBeDefined());
    expect(api.sent('GET /api/myorder')).toHaveLength(reads + 1);
    // Settled: no more asking.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.sent('GET /api/myorder')).toHaveLength(reads + 1);
  });
});

describe("an order's payment on My Orders", () => {
  it('shows an order awaiting payment with the time to pay by, in Dhaka time', async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([awaiting]) } });
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #AAAA1111 · Karim Traders' });
    expect(within(card).getByText('Awaiting payment · pay by 22:55')).toBeInTheDocument();
    expect(card).toHaveTextContent('PaymentbKash (online) · Unpaid');
    // Not cancellable by hand: the hold ends it.
    expect(within(card).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('shows the advance paid and what is still due, a refund, and why an order was cancelled', async () => {
    const advance = makeOrder({
      _id: 'bbbb2222-0000-4000-8000-000000000002',
      sellerName: 'Salma Foods',
      paymentMethod: 'cod',
      paymentStatus: 'partially_paid',
      totalPrice: 6600,
      paidAmount: 1320,
      dueAmount: 5280,
    });
    const refunded = makeOrder({
      _id: 'cccc3333-0000-4000-8000-000000000003',
      sellerName: 'Karim Traders',
      paymentMethod: 'sslcommerz',
      paymentStatus: 'refunded',
      orderStatus: 'cancelled',
      cancelReason: 'payment not completed',
    });
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([advance, refunded]) } });
    renderApp('/orders');
    const partly = await screen.findByRole('article', { name: 'Order #BBBB2222 · Salma Foods' });
    expect(partly).toHaveTextContent('PaymentCash on Delivery · Advance paid');
    expect(partly).toHaveTextContent('Paid so far৳1,320.00Still due৳5,280.00');

    const back = screen.getByRole('article', { name: 'Order #CCCC3333 · Karim Traders' });
    expect(back).toHaveTextContent('Card, Nagad, Rocket & more (SSLCommerz) · Refunded');
    expect(back).toHaveTextContent('CancelledPayment not completed');
    expect(back).not.toHaveTextContent('Paid so far');
  });
});
