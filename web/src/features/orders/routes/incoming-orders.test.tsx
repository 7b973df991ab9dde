import type { Order } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { fetchedUrls, jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });

describe('incoming orders', () => {
  it('shows who ordered what and where it goes, with only the next legal step as a button', async () => {
    const user = userEvent.setup();
    let order: Order = makeOrder({
      productName: 'Steel lunch box',
      customerName: 'Rahim Uddin',
      customerEmail: 'rahim@shop.com.bd',
      shippingAddress: 'Agrabad, Chattogram',
      phoneNumber: '+8801712345678',
    });
    const delivered = makeOrder({ productName: 'Desk fan', orderStatus: 'delivered', paymentStatus: 'paid' });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': (_body, url) =>
          jsonResponse({
            orders: url.searchParams.get('status') === 'delivered' ? [delivered] : [order, delivered],
            page: 1,
            limit: 20,
            hasMore: false,
          }),
        [`POST /api/orders/${order._id}/status`]: (body) => {
          order = { ...order, orderStatus: body?.status as Order['orderStatus'] };
          return jsonResponse({ acknowledged: true, message: `Order marked ${order.orderStatus}`, order });
        },
      },
    });
    renderApp('/myproducts/orders');
    const card = await screen.findByRole('article', { name: 'Steel lunch box' });
    expect(card).toHaveTextContent('Rahim Uddin (rahim@shop.com.bd)');
    expect(card).toHaveTextContent('Agrabad, Chattogram');
    expect(card).toHaveTextContent('+8801712345678');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark processing', 'Decline']);
    expect(within(screen.getByRole('article', { name: 'Desk fan' })).queryByRole('button')).toBeNull();

    // Each step is asked first (issue 28, item 18), and names the status the seller saw.
    await user.click(within(card).getByRole('button', { name: 'Mark processing' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark this order processing?' });
    expect(ask).toHaveTextContent('an order cannot be moved back');
    await user.click(within(ask).getByRole('button', { name: 'Yes, processing' }));
    expect(await screen.findByText('Order marked processing')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(within(card).getByText('Processing')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark shipped' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark this order shipped?' })).getByRole('button', {
        name: 'Yes, shipped',
      }),
    );
    expect(await within(card).findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(api.sent(`POST /api/orders/${order._id}/status`)).toEqual([
      { status: 'processing', from: 'pending' },
      { status: 'shipped', from: 'processing' },
    ]);

    await user.click(screen.getByRole('link', { name: 'Delivered' }));
    await screen.findByRole('link', { name: 'Delivered', current: 'page' });
    expect(await screen.findByRole('article', { name: 'Desk fan' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Steel lunch box' })).not.toBeInTheDocument();
    expect(
      fetchedUrls(api.spy).some(
        (u) => u.pathname === '/api/seller/orders' && u.search.includes('status=delivered'),
      ),
    ).toBe(true);
  });

  it('moves an order one step for a double tap, and only once the seller says yes (issue 28, item 18)', async () => {
    const user = userEvent.setup();
    let order: Order = makeOrder({ productName: 'Rice sack 50 kg' });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': () => jsonResponse({ orders: [order], page: 1, limit: 20, hasMore: false }),
        [`POST /api/orders/${order._id}/status`]: (body) => {
          order = { ...order, orderStatus: body?.status as Order['orderStatus'] };
          return jsonResponse({ acknowledged: true, message: `Order marked ${order.orderStatus}`, order });
        },
      },
    });
    renderApp('/myproducts/orders');
    const card = await screen.findByRole('article', { name: 'Rice sack 50 kg' });

    // A double tap asks once; saying no moves nothing.
    await user.dblClick(within(card).getByRole('button', { name: 'Mark processing' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark this order processing?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent(`POST /api/orders/${order._id}/status`)).toEqual([]);

    // A double tap, then yes: one step, and the next step's button does not take the second tap.
    await user.dblClick(within(card).getByRole('button', { name: 'Mark processing' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark this order processing?' })).getByRole('button', {
        name: 'Yes, processing',
      }),
    );
    expect(await within(card).findByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent(`POST /api/orders/${order._id}/status`)).toEqual([
      { status: 'processing', from: 'pending' },
    ]);
    expect(within(card).getByText('Processing')).toBeInTheDocument();
  });

  it('lists every line of an order, with the quantity, unit price and line total of each', async () => {
    const line = (productName: string, quantity: number, unitPrice: number) => ({
      productId: null,
      productName,
      productImage: '/uploads/seed/product-1.webp',
      productSku: `SKU-${quantity}`,
      quantity,
      unitPrice,
      lineTotal: quantity * unitPrice,
    });
    const order = makeOrder({
      productName: 'Steel lunch box',
      items: [line('Steel lunch box', 120, 138), line('Tiffin carrier', 48, 145)],
      totalPrice: 23_520,
    });
    mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': () => jsonResponse({ orders: [order], page: 1, limit: 20, hasMore: false }),
      },
    });
    renderApp('/myproducts/orders');
    const card = await screen.findByRole('article', { name: 'Steel lunch box' });
    expect(card).toHaveTextContent('+ 1 more product');
    const lines = within(within(card).getByRole('list', { name: 'Products of this order' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((l) => l.textContent)).toEqual([
      'Steel lunch boxSKU SKU-120120 pcs × ৳138.00৳16,560.00',
      'Tiffin carrierSKU SKU-4848 pcs × ৳145.00৳6,960.00',
    ]);
    expect(card).toHaveTextContent('Total৳23,520.00');
  });

  it('filters by every status, awaiting payment first, and shows until when an order waits for it', async () => {
    const user = userEvent.setup();
    const awaiting = makeOrder({
      productName: 'Rice cooker',
      orderStatus: 'awaiting_payment',
      paymentMethod: 'sslcommerz',
      holdExpiresAt: '2026-11-21T16:55:00.000Z',
    });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/seller/orders': () =>
          jsonResponse({ orders: [awaiting], page: 1, limit: 20, hasMore: false }),
      },
    });
    renderApp('/myproducts/orders');
    const card = await screen.findByRole('article', { name: 'Rice cooker' });
    expect(within(card).getByText('Awaiting payment · pay by 22:55')).toBeInTheDocument();
    // Nothing to do with it until it is paid: no step, no decline.
    expect(within(card).queryByRole('button')).toBeNull();
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All',
      'Awaiting payment',
      'Awaiting approval',
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
    ]);
    await user.click(within(filter).getByRole('link', { name: 'Awaiting payment' }));
    await screen.findByRole('link', { name: 'Awaiting payment', current: 'page' });
    expect(
      fetchedUrls(api.spy).some(
        (u) => u.pathname === '/api/seller/orders' && u.searchParams.get('status') === 'awaiting_payment',
      ),
    ).toBe(true);
  });
});
