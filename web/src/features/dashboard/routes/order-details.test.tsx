import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { makePaymentEvent, renderDashboard } from '../testing';

describe('order details', () => {
  it('shows the buyer, address, phone, payment and the status history in Dhaka time, and marks it paid', async () => {
    const user = userEvent.setup();
    let order = makeOrder({
      customerName: 'Salma Begum',
      customerEmail: 'salma@shop.com.bd',
      phoneNumber: '+8801712345678',
      shippingAddress: 'Shop 4, New Market, Chattogram',
      paymentMethod: 'bkash',
      transactionId: 'BK7X2Q9P1Z',
      orderStatus: 'processing',
      totalPrice: 18000,
    });
    const history = [
      { status: 'pending', at: '2026-11-21T16:40:05.000Z' },
      { status: 'processing', at: '2026-11-22T03:05:00.000Z' },
    ];
    const { requests } = renderDashboard(`/dashboard/orders/${order._id}`, (r) => {
      if (r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`)
        return jsonResponse({ order, history });
      if (r.method === 'POST' && r.url.pathname === `/api/orders/${order._id}/paid`) {
        order = { ...order, paymentStatus: 'paid' };
        return jsonResponse({ acknowledged: true, message: 'Payment marked received', order });
      }
      return undefined;
    });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Order #00000/);
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expect(buyer).toHaveTextContent('Salma Begum');
    expect(buyer).toHaveTextContent('+8801712345678');
    expect(buyer).toHaveTextContent('Shop 4, New Market, Chattogram');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('bKash');
    expect(payment).toHaveTextContent('BK7X2Q9P1Z');
    expect(payment).toHaveTextContent('Unpaid');
    const steps = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pending21 November 2026 at 22:40:05',
      'Processing22 November 2026 at 09:05:00',
    ]);

    await user.click(within(payment).getByRole('button', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark this order paid?' });
    expect(confirm).toHaveTextContent('Confirm that ৳18,000.00 arrived by bKash.');
    await user.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(payment).toHaveTextContent('Paid'));
    expect(within(payment).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(requests('POST', `/api/orders/${order._id}/paid`)).toHaveLength(1);
  });

  it('shows why the seller declined the order, and offers no payment or moves for it', async () => {
    const order = makeOrder({
      orderStatus: 'cancelled',
      paymentMethod: 'cod',
      declineReason: 'Sold out until next month',
    });
    const history = [
      { status: 'pending', at: '2026-11-21T16:40:05.000Z' },
      { status: 'cancelled', at: '2026-11-22T03:05:00.000Z' },
    ];
    renderDashboard(`/dashboard/orders/${order._id}`, (r) =>
      r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`
        ? jsonResponse({ order, history })
        : undefined,
    );
    expect(await screen.findByText('Declined by the seller')).toBeInTheDocument();
    expect(screen.getByText('Sold out until next month')).toBeInTheDocument();
    const page = screen.getByRole('heading', { level: 1 }).closest('article')!;
    expect(within(page).queryByRole('button')).toBeNull();
  });

  it('lets an admin mark a processing cash-on-delivery order paid, shipped or delivered', async () => {
    const order = makeOrder({ orderStatus: 'processing', paymentMethod: 'cod' });
    renderDashboard(`/dashboard/orders/${order._id}`, (r) =>
      r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`
        ? jsonResponse({ order, history: [{ status: 'pending', at: '2026-11-21T16:40:05.000Z' }] })
        : undefined,
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    // An admin may record cash collected early (the courier remitted it); the server allows it too.
    expect(within(payment).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('says so for an order that does not exist', async () => {
    renderDashboard('/dashboard/orders/nope', (r) =>
      r.url.pathname === '/api/orders/nope'
        ? jsonResponse({ acknowledged: false, code: 'NOT_FOUND', message: 'Order not found' }, 404)
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('lists every line of the order with its price, and the order total', async () => {
    const line = (productName: string, quantity: number, unitPrice: number) => ({
      productId: `p-${quantity}`,
      productName,
      productImage: '/uploads/seed/product-1.webp',
      productSku: `SKU-${quantity}`,
      quantity,
      unitPrice,
      lineTotal: quantity * unitPrice,
    });
    const order = makeOrder({
      sellerName: 'Karim Traders',
      items: [line('Steel lunch box', 120, 138), line('Tiffin carrier', 48, 145)],
      totalPrice: 23_520,
    });
    renderDashboard(`/dashboard/orders/${order._id}`, (r) =>
      r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`
        ? jsonResponse({ order, history: [{ status: 'pending', at: '2026-11-21T16:40:05.000Z' }] })
        : undefined,
    );
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(products).toHaveTextContent('Seller: Karim Traders');
    const rows = within(within(products).getByRole('table', { name: 'Products of this order' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProductQuantityUnit priceLine total',
      'Steel lunch boxSKU-120120৳138.00৳16,560.00',
      'Tiffin carrierSKU-4848৳145.00৳6,960.00',
      'Order total৳23,520.00',
    ]);
    expect(within(products).getByRole('link', { name: 'Tiffin carrier' })).toHaveAttribute(
      'href',
      '/product/p-48',
    );
  });

  it("lists the payment events of the order's checkout, and an advance's paid and due amounts", async () => {
    const order = makeOrder({
      _id: 'aaaa1111-2222-4000-8000-000000000001',
      paymentMethod: 'cod',
      paymentStatus: 'partially_paid',
      totalPrice: 6600,
      paidAmount: 1320,
    });
    const payments = [
      makePaymentEvent({
        type: 'initiated',
        gateway: 'sslcommerz',
        purpose: 'advance',
        amount: 1320,
        gatewayPaymentId: 'SSL-SESSION-9',
        gatewayTrxId: null,
        at: '2026-11-21T16:39:00.000Z',
      }),
      makePaymentEvent({
        gateway: 'sslcommerz',
        purpose: 'advance',
        amount: 1320,
        gatewayPaymentId: 'SSL-SESSION-9',
        gatewayTrxId: 'SSLTRX77',
      }),
    ];
    renderDashboard(`/dashboard/orders/${order._id}`, (r) =>
      r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`
        ? jsonResponse({ order, history: [{ status: 'pending', at: '2026-11-21T16:40:05.000Z' }], payments })
        : undefined,
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Advance paid');
    expect(payment).toHaveTextContent('Paid so far৳1,320.00Still due৳5,280.00');
    const history = screen.getByRole('region', { name: 'Payments' });
    const rows = within(
      within(history).getByRole('table', { name: 'Payment events of this order’s checkout' }),
    ).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '21 November 2026 at 22:39:00InitiatedSSLCommerz৳1,320.00advanceCheckout #C0FFEE00SSL-SESSION-9———',
      '21 November 2026 at 22:40:05CompletedSSLCommerz৳1,320.00advanceCheckout #C0FFEE00SSL-SESSION-9SSLTRX77——',
    ]);
  });

  it('says when a checkout has no payment events, and why an unpaid online order was cancelled', async () => {
    const order = makeOrder({
      paymentMethod: 'bkash_online',
      orderStatus: 'cancelled',
      cancelReason: 'payment not completed',
    });
    renderDashboard(`/dashboard/orders/${order._id}`, (r) =>
      r.method === 'GET' && r.url.pathname === `/api/orders/${order._id}`
        ? jsonResponse({ order, history: [], payments: [] })
        : undefined,
    );
    const history = await screen.findByRole('region', { name: 'Payments' });
    expect(history).toHaveTextContent('No online payment events for this order’s checkout.');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent(
      'CancelledPayment not completed',
    );
  });
});
