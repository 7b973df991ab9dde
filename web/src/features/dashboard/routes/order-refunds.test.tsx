import type { Order, OrderRefund } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderDashboard } from '../testing';

// The dashboard order page's refunds (issue 29 item 7): the list, the refunded amount, and the Refund action —
// through the order's gateway, or recorded by hand with the reference of the money sent.

const refundRow = (overrides: Partial<OrderRefund> = {}): OrderRefund => ({
  _id: 'refund-1',
  orderId: 'o',
  amount: 1000.5,
  reason: 'Two cartons arrived crushed',
  channel: 'sslcommerz',
  reference: 'RF123456',
  status: 'done',
  createdAt: '2026-11-22T04:00:00.000Z',
  ...overrides,
});

/** The order page of `order`, answering its refunds summary and the refund itself as the server would. */
function orderPage(
  start: Order,
  channel: 'sslcommerz' | 'manual',
  answer?: (body: unknown) => Response | undefined,
) {
  let order = start;
  let refunds: OrderRefund[] = [];
  return renderDashboard(`/dashboard/orders/${order._id}`, (r) => {
    if (r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`)
      return jsonResponse({ order, history: [], payments: [], refunds });
    if (r.method === 'GET' && r.url.pathname === `/api/admin/orders/${order._id}/refunds`)
      return jsonResponse({
        refunds,
        refundedAmount: order.refundedAmount,
        refundable: order.paidAmount - order.refundedAmount,
        channel,
      });
    if (r.method === 'POST' && r.url.pathname === `/api/admin/orders/${order._id}/refunds`) {
      const refused = answer?.(r.body);
      if (refused) return refused;
      const { amount, reason, reference } = r.body as { amount: number; reason: string; reference?: string };
      const refund = refundRow({
        amount,
        reason,
        channel,
        reference: reference ?? 'RF777',
        orderId: order._id,
      });
      refunds = [...refunds, refund];
      order = { ...order, refundedAmount: order.refundedAmount + amount };
      return jsonResponse({
        acknowledged: true,
        message: 'Refund issued',
        refund,
        refundedAmount: order.refundedAmount,
        refundable: order.paidAmount - order.refundedAmount,
      });
    }
    return undefined;
  });
}

describe('refunds on the dashboard order page', () => {
  it('refunds part of an SSLCommerz payment through the gateway and lists it', async () => {
    const user = userEvent.setup();
    const order = makeOrder({
      paymentMethod: 'sslcommerz',
      paymentStatus: 'paid',
      paidAmount: 3000,
      totalPrice: 3000,
      dueAmount: 0,
    });
    const { requests } = orderPage(order, 'sslcommerz');
    const card = await screen.findByRole('region', { name: 'Refunds' });
    expect(card).toHaveTextContent('No refunds on this order.');

    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refund order #/ });
    expect(
      await within(dialog).findByText(
        'Up to ৳3,000.00 can go back through SSLCommerz: it refunds the buyer itself.',
      ),
    ).toBeInTheDocument();
    // Through a gateway nothing is sent by hand: no reference to give.
    expect(within(dialog).queryByLabelText(/Reference of the money sent/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Say why the money is refunded')).toBeInTheDocument();
    expect(requests('POST', `/api/admin/orders/${order._id}/refunds`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Amount to refund/), '1000.50');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Two cartons arrived crushed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('POST', `/api/admin/orders/${order._id}/refunds`).map((r) => r.body)).toEqual([
      { amount: 1000.5, reason: 'Two cartons arrived crushed' },
    ]);
    expect(await screen.findByText('Refunded ৳1,000.50.')).toBeInTheDocument();
    const rows = await within(card).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('৳1,000.50');
    expect(rows[1]).toHaveTextContent('SSLCommerz');
    expect(
      within(screen.getByRole('region', { name: 'Payment' })).getByText('৳1,000.50'),
    ).toBeInTheDocument();
  });

  it('records a refund by hand with its reference, and shows the server’s limit at the amount', async () => {
    const user = userEvent.setup();
    const order = makeOrder({
      paymentMethod: 'cod',
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      paidAmount: 18_000,
      totalPrice: 18_000,
      dueAmount: 0,
    });
    const over = (body: unknown) =>
      (body as { amount: number }).amount > 18_000
        ? jsonResponse(
            {
              acknowledged: false,
              code: 'CONFLICT',
              message: 'At most ৳18,000.00 can be refunded on this order',
              fields: { amount: 'At most ৳18,000.00 can be refunded on this order' },
            },
            409,
          )
        : undefined;
    const { requests } = orderPage(order, 'manual', over);
    const card = await screen.findByRole('region', { name: 'Refunds' });
    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refund order #/ });
    await within(dialog).findByText(/Send the money to the buyer yourself/);
    await user.type(within(dialog).getByLabelText(/Amount to refund/), '৫০০');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Short by five units');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // By hand needs the reference of the money sent: asked for before anything is sent.
    expect(await within(dialog).findByText('Enter the reference of the money you sent')).toBeInTheDocument();
    expect(requests('POST', `/api/admin/orders/${order._id}/refunds`)).toHaveLength(0);

    const amount = within(dialog).getByLabelText(/Amount to refund/);
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.type(within(dialog).getByLabelText(/Reference of the money sent/), 'BEFTN-77812');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('At most ৳18,000.00 can be refunded on this order'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('POST', `/api/admin/orders/${order._id}/refunds`).at(-1)!.body).toEqual({
      amount: 500,
      reason: 'Short by five units',
      reference: 'BEFTN-77812',
    });
    expect(await within(card).findByText('BEFTN-77812')).toBeInTheDocument();
    expect(within(card).getByText('By hand')).toBeInTheDocument();
  });

  it('a refund the gateway never answered: SSLCommerz’s is sent again, bKash’s recorded from its panel', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ paymentMethod: 'bkash_online', paymentStatus: 'paid', paidAmount: 3000 });
    let refunds = [
      refundRow({ _id: 'r-ssl', channel: 'sslcommerz', status: 'pending', reference: null, amount: 300 }),
      refundRow({ _id: 'r-bk', channel: 'bkash', status: 'pending', reference: null, amount: 500 }),
    ];
    const settled = (id: string, change: Partial<OrderRefund>) => {
      refunds = refunds.map((r) => (r._id === id ? { ...r, ...change } : r));
      return jsonResponse({
        acknowledged: true,
        message: 'Refund issued',
        refund: refunds.find((r) => r._id === id),
        refundedAmount: 0,
        refundable: 0,
      });
    };
    const { requests } = renderDashboard(`/dashboard/orders/${order._id}`, (r) => {
      const base = `/api/admin/orders/${order._id}/refunds`;
      if (r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`)
        return jsonResponse({ order, history: [], payments: [], refunds });
      if (r.method === 'POST' && r.url.pathname === `${base}/r-ssl/retry`)
        return settled('r-ssl', { status: 'done', reference: 'RF1' });
      if (r.method === 'POST' && r.url.pathname === `${base}/r-bk/resolve`)
        return settled('r-bk', { status: 'done', reference: (r.body as { reference: string }).reference });
      return undefined;
    });
    const card = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(card).getAllByText('Waiting for the gateway')).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent again: ৳300.00 refunded.')).toBeInTheDocument();
    expect(requests('POST', `/api/admin/orders/${order._id}/refunds/r-ssl/retry`)).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Record bKash’s answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'What does bKash’s merchant panel say?' });
    expect(dialog).toHaveTextContent('bKash never answered this refund of ৳500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Say whether bKash refunded it')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'bKash refunded it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText("Enter bKash's transaction id of the refund")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('bKash’s transaction id of the refund'), 'BKR7QX2M9P');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recorded: ৳500.00 refunded.')).toBeInTheDocument();
    expect(
      requests('POST', `/api/admin/orders/${order._id}/refunds/r-bk/resolve`).map((r) => r.body),
    ).toEqual([{ refunded: true, reference: 'BKR7QX2M9P' }]);
    await waitFor(() => expect(within(card).queryByText('Waiting for the gateway')).toBeNull());
  });

  it('offers no refund on an order with nothing paid', async () => {
    const order = makeOrder({ paymentMethod: 'cod', paymentStatus: 'unpaid' });
    orderPage(order, 'manual');
    const card = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(card).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
