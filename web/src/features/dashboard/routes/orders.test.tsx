import { canMoveOrder, type Order, type OrderStatus } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderDashboard, type Sent } from '../testing';

/** The server's orders endpoints over an in-memory list: filter, search, page, and the admin's moves forward. */
function ordersServer(orders: Order[]) {
  const store = orders.map((order) => ({ ...order }));
  return (request: Sent) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === '/api/admin/orders') {
      const status = url.searchParams.get('status');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const found = store.filter(
        (o) =>
          (!status || o.orderStatus === status) &&
          (!q ||
            [o._id, o.productName, o.productSku, o.customerName, o.customerEmail, o.phoneNumber].some(
              (field) => field.toLowerCase().includes(q),
            )),
      );
      const rows = found.slice((page - 1) * limit, page * limit);
      return jsonResponse({ orders: rows, page, limit, hasMore: found.length > page * limit });
    }
    const move = /^\/api\/orders\/([^/]+)\/status$/.exec(url.pathname);
    if (method === 'POST' && move) {
      const order = store.find((o) => o._id === move[1])!;
      const to = (request.body as { status: OrderStatus }).status;
      if (!canMoveOrder(order.orderStatus, to, 'admin')) {
        return jsonResponse(
          {
            acknowledged: false,
            code: 'INVALID_TRANSITION',
            message: `Cannot move ${order.orderStatus} to ${to}`,
          },
          409,
        );
      }
      order.orderStatus = to;
      return jsonResponse({ acknowledged: true, message: `Order marked ${to}`, order: { ...order } });
    }
    return undefined;
  };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);
const actionCell = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)!;

describe('dashboard orders', () => {
  it('shows 5 orders a page with Prev/Next, asking the server for pages of 5', async () => {
    const user = userEvent.setup();
    const orders = Array.from({ length: 7 }, (_, i) => makeOrder({ customerName: `Buyer ${i + 1}` }));
    const { requests } = renderDashboard('/dashboard/orders', ordersServer(orders));

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(requests('GET', '/api/admin/orders')[0]!.url.searchParams.get('limit')).toBe('5');
    expect(screen.getByText('Page 1')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('Buyer 7')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Prev' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('Buyer 1')).toBeInTheDocument();
  });

  it('goes back to page 1 when the status filter or the search changes', async () => {
    const user = userEvent.setup();
    const orders = Array.from({ length: 12 }, (_, i) =>
      makeOrder({ orderStatus: i % 2 ? 'pending' : 'processing', customerName: `Karim ${i + 1}` }),
    );
    const { router, requests } = renderDashboard('/dashboard/orders?page=2', ordersServer(orders));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    const filtered = requests('GET', '/api/admin/orders').at(-1)!.url.searchParams;
    expect(Object.fromEntries(filtered)).toEqual({ page: '1', limit: '5', status: 'pending' });
    expect(within(screen.getByRole('table', { name: 'Orders' })).queryByText('Processing')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&page=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'karim 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&q=karim+1'));
    const searched = requests('GET', '/api/admin/orders').at(-1)!.url.searchParams;
    expect(Object.fromEntries(searched)).toEqual({ page: '1', limit: '5', status: 'pending', q: 'karim 1' });
    // Karim 10 and Karim 12 are pending and match 'karim 1'; so does nobody else on the pending list.
    await waitFor(() =>
      expect(bodyRows().map((row) => within(row).getByText(/^Karim/).textContent)).toEqual([
        'Karim 10',
        'Karim 12',
      ]),
    );
  });

  it('keeps the status chosen while its list still loads when a search follows', async () => {
    const user = userEvent.setup();
    const orders = [makeOrder({ orderStatus: 'pending', customerName: 'Karim Traders' })];
    // The pending list is slow to come: the admin searches before it arrives.
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const answer = ordersServer(orders);
    const { router } = renderDashboard('/dashboard/orders', (request) =>
      request.url.searchParams.get('status') === 'pending' && !request.url.searchParams.has('q')
        ? slow.then(() => answer(request)!)
        : answer(request),
    );
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'karim');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&q=karim'));
    expect(await screen.findByText('Karim Traders')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it("says 'No orders found' when nothing matches", async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/orders', ordersServer([makeOrder({ phoneNumber: '+8801712345678' })]));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '01999999999');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Mark shipped' on pending and processing orders, a Shipped label on shipped ones and Delivered on delivered ones", async () => {
    const orders = (['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const).map((status) =>
      makeOrder({ orderStatus: status }),
    );
    renderDashboard('/dashboard/orders', ordersServer(orders));
    await screen.findByRole('table', { name: 'Orders' });
    const actions = bodyRows().map((row) => actionCell(row).textContent);
    // Issue 28, item 22: a delivered order said '✓ Shipped'.
    expect(actions).toEqual(['Mark shipped', 'Mark shipped', 'Shipped', 'Delivered', '']);
  });

  it('marks a pending order shipped with one move (admins may skip forward)', async () => {
    const user = userEvent.setup();
    const pending = makeOrder({ orderStatus: 'pending', customerName: 'Salma Begum' });
    const processing = makeOrder({ orderStatus: 'processing', customerName: 'Jamal Uddin' });
    const { requests } = renderDashboard(
      '/dashboard/orders?status=pending',
      ordersServer([pending, processing]),
    );

    const row = (await screen.findByText('Salma Begum')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Mark shipped' }));

    await waitFor(() => expect(actionCell(row)).toHaveTextContent('Shipped'));
    expect(within(row).queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    const moves = requests('POST', `/api/orders/${pending._id}/status`).map((r) => r.body);
    expect(moves).toEqual([{ status: 'shipped', from: 'pending' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(/is marked shipped/);
  });

  it('marks a processing order shipped with one move', async () => {
    const user = userEvent.setup();
    const processing = makeOrder({ orderStatus: 'processing', customerName: 'Jamal Uddin' });
    const { requests } = renderDashboard('/dashboard/orders', ordersServer([processing]));
    const row = (await screen.findByText('Jamal Uddin')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(actionCell(row)).toHaveTextContent('Shipped'));
    expect(requests('POST', `/api/orders/${processing._id}/status`).map((r) => r.body)).toEqual([
      { status: 'shipped', from: 'processing' },
    ]);
  });

  it('reports a move the server refuses, and shows the order as the server has it', async () => {
    const user = userEvent.setup();
    const pending = makeOrder({ orderStatus: 'pending', customerName: 'Rina Akter' });
    const server = ordersServer([pending]);
    let cancelled = false;
    const { requests } = renderDashboard('/dashboard/orders', (request) => {
      // The buyer cancelled the order meanwhile: the move is refused, and the list now says cancelled.
      if (request.method === 'POST') {
        cancelled = true;
        return jsonResponse(
          { acknowledged: false, code: 'INVALID_TRANSITION', message: 'This order was cancelled' },
          409,
        );
      }
      const answer = server(request);
      if (!cancelled || !answer) return answer;
      return jsonResponse({
        orders: [{ ...pending, orderStatus: 'cancelled' }],
        page: 1,
        limit: 5,
        hasMore: false,
      });
    });
    const row = (await screen.findByText('Rina Akter')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Mark shipped' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('This order was cancelled');
    // The list is asked again, and now shows the order as the server has it.
    await waitFor(() => expect(requests('GET', '/api/admin/orders')).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByText('Rina Akter').closest('tr')!).getByText('Cancelled'),
      ).toBeInTheDocument(),
    );
  });

  it('shows why a seller declined an order', async () => {
    const declined = makeOrder({
      orderStatus: 'cancelled',
      customerName: 'Salma Begum',
      declineReason: 'Sold out until next month',
    });
    renderDashboard('/dashboard/orders', ordersServer([declined]));
    const row = (await screen.findByText('Salma Begum')).closest('tr')!;
    expect(row).toHaveTextContent('Declined: Sold out until next month');
  });

  it("shows an order's first product, how many more it holds and its units in all", async () => {
    const line = (productName: string, quantity: number) => ({
      productId: null,
      productName,
      productImage: '/uploads/seed/product-1.webp',
      productSku: `SKU-${quantity}`,
      quantity,
      unitPrice: 100,
      lineTotal: quantity * 100,
    });
    const order = makeOrder({
      customerName: 'Salma Begum',
      productName: 'Steel lunch box',
      items: [line('Steel lunch box', 120), line('Tiffin carrier', 48), line('Water jug', 24)],
      totalPrice: 19_200,
    });
    renderDashboard('/dashboard/orders', ordersServer([order]));
    const row = (await screen.findByText('Salma Begum')).closest('tr')!;
    expect(row).toHaveTextContent('Steel lunch box+ 2 more products');
    expect(row).toHaveTextContent('1923 products');
    expect(row).not.toHaveTextContent('Tiffin carrier');
  });

  it('exports the current filter and search as CSV', async () => {
    renderDashboard('/dashboard/orders?status=shipped&q=rahim', ordersServer([]));
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/export/orders.csv?status=shipped&q=rahim');
    expect(link).toHaveAttribute('download');
  });

  it('filters by awaiting payment among the statuses, and shows the online methods and payment states', async () => {
    const user = userEvent.setup();
    const orders = [
      makeOrder({ orderStatus: 'awaiting_payment', paymentMethod: 'bkash_online', customerName: 'Awaiting' }),
      makeOrder({ paymentStatus: 'partially_paid', paidAmount: 1320, customerName: 'Advance' }),
      makeOrder({ orderStatus: 'cancelled', paymentMethod: 'sslcommerz', paymentStatus: 'refunded' }),
    ];
    const { router, requests } = renderDashboard('/dashboard/orders', ordersServer(orders));
    const status = await screen.findByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
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
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByText('Advance paid')).toBeInTheDocument();
    expect(within(table).getByText('Refunded')).toBeInTheDocument();
    expect(within(table).getByText('Card, Nagad, Rocket & more (SSLCommerz)')).toBeInTheDocument();

    await user.selectOptions(status, 'Awaiting payment');
    await waitFor(() => expect(router.state.location.search).toBe('?status=awaiting_payment'));
    expect(requests('GET', '/api/admin/orders').at(-1)!.url.searchParams.get('status')).toBe(
      'awaiting_payment',
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveTextContent('bKash (online)');
  });
});
