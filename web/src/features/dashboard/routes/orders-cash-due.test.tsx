import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderDashboard, type Sent } from '../testing';

// Issue 28 item 6's follow-up list: Dashboard → Orders finds the delivered cash-on-delivery orders whose cash
// is still due (the server's payment=cash_due), with the status and search it already has.

const due = makeOrder({
  customerName: 'Cash Still Due',
  orderStatus: 'delivered',
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
});
const settled = makeOrder({ customerName: 'All Settled', orderStatus: 'delivered', paymentStatus: 'paid' });

function server({ method, url }: Sent) {
  if (method !== 'GET' || url.pathname !== '/api/admin/orders') return undefined;
  const orders = url.searchParams.get('payment') === 'cash_due' ? [due] : [due, settled];
  return jsonResponse({ orders, page: 1, limit: 5, hasMore: false });
}

describe('Dashboard → Orders: cash still due', () => {
  it('a toggle lists only the orders whose cash is still due, kept in the URL, and turns off again', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderDashboard('/dashboard/orders?q=dhaka', server);
    await screen.findByText('All Settled');
    const toggle = screen.getByRole('button', { name: 'Cash still due' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?q=dhaka&payment=cash_due'));
    await waitFor(() => expect(screen.queryByText('All Settled')).toBeNull());
    expect(screen.getByText('Cash Still Due')).toBeInTheDocument();
    expect(requests('GET', '/api/admin/orders').at(-1)!.url.searchParams.get('payment')).toBe('cash_due');
    expect(screen.getByRole('button', { name: 'Cash still due' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Cash still due' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dhaka'));
    expect(await screen.findByText('All Settled')).toBeInTheDocument();
  });
});
