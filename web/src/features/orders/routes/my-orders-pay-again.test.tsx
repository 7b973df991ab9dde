import type { CheckoutPayment, Order } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// Issue 28 item 9: after a failed attempt (or one left open) the buyer pays the same checkout again while its
// hold lasts, from My Orders — where the gateway sends them back — with the time left on the hold.

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const page = (orders: Order[]) => jsonResponse({ orders, page: 1, limit: 10, hasMore: false });
const checkoutId = 'c0ffee00-0000-4000-8000-000000000001';
// The page's clock: 22:43 in Dhaka, the hold ends at 22:55.
const NOW = new Date('2026-11-21T16:43:00.000Z');
const HOLD = '2026-11-21T16:55:00.000Z';
const awaiting = (id: string, seller: string) =>
  makeOrder({
    _id: id,
    checkoutId,
    sellerName: seller,
    orderStatus: 'awaiting_payment',
    paymentMethod: 'bkash_online',
    holdExpiresAt: HOLD,
  });
const first = awaiting('aaaa1111-0000-4000-8000-000000000001', 'Karim Traders');
const second = awaiting('bbbb2222-0000-4000-8000-000000000002', 'Salma Foods');
const payment: CheckoutPayment = {
  gateway: 'bkash',
  purpose: 'full',
  amount: 13_200,
  redirectUrl: 'https://sandbox.bka.sh/checkout/pay?paymentID=TR0022again',
  holdExpiresAt: HOLD,
};

/** The browser's navigation to the gateway, which jsdom cannot do: only recorded. */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Pay again on My Orders', () => {
  it('after a failed payment: one Pay again per checkout with the time left, which goes to the new payer page', async () => {
    const assign = stubAssign();
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page([first, second]),
        [`POST /api/orders/${first._id}/pay-again`]: () => jsonResponse({ acknowledged: true, payment }),
      },
    });
    renderApp(`/orders?checkout=${checkoutId}&payment=failed`);
    await screen.findByText(
      'Payment not completed — nothing was charged. Your order is still held: you can pay again.',
    );
    const buttons = await screen.findAllByRole('button', { name: /Pay again/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Pay again · 12 min left');
    expect(screen.getByText('Held until 22:55')).toBeInTheDocument();

    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payment.redirectUrl));
    expect(api.sent(`POST /api/orders/${first._id}/pay-again`)).toHaveLength(1);
  });

  it('counts the time down, and offers nothing once the hold has ended', async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([first]) } });
    renderApp('/orders');
    const button = await screen.findByRole('button', { name: 'Pay again · 12 min left' });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await waitFor(() => expect(button).toHaveAccessibleName('Pay again · 7 min left'));
    await vi.advanceTimersByTimeAsync(7 * 60_000);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay again/ })).toBeNull());
  });

  it('says why when the server refuses (the hold ended meanwhile)', async () => {
    const assign = stubAssign();
    mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page([first]),
        [`POST /api/orders/${first._id}/pay-again`]: () =>
          jsonResponse(
            {
              acknowledged: false,
              code: 'CONFLICT',
              message: 'The time to pay this order has ended: its items are back in your cart',
            },
            409,
          ),
      },
    });
    renderApp('/orders');
    await userEvent.click(await screen.findByRole('button', { name: /Pay again/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The time to pay this order has ended: its items are back in your cart'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
