import type { Order } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const page = (orders: Order[]) => jsonResponse({ orders, page: 1, limit: 10, hasMore: false });

const line = (productName: string, quantity: number, unitPrice: number) => ({
  productId: `p-${productName.toLowerCase().replace(/\W+/g, '-')}`,
  productName,
  productImage: '/uploads/seed/product-1.webp',
  productSku: `SKU-${productName.length}`,
  quantity,
  unitPrice,
  lineTotal: quantity * unitPrice,
});

// One checkout with two sellers (two orders), and an older one-seller checkout.
const karim = makeOrder({
  _id: 'aaaa1111-0000-4000-8000-000000000001',
  checkoutId: 'checkout-new',
  sellerName: 'Karim Traders',
  items: [line('Steel lunch box', 120, 138), line('Tiffin carrier', 48, 145)],
  productName: 'Steel lunch box',
  totalPrice: 23_520,
  orderStatus: 'shipped',
});
const salma = makeOrder({
  _id: 'bbbb2222-0000-4000-8000-000000000002',
  checkoutId: 'checkout-new',
  sellerName: 'Salma Foods',
  items: [line('Desk fan', 12, 250)],
  productName: 'Desk fan',
  totalPrice: 3000,
  paymentMethod: 'bkash',
  paymentStatus: 'paid',
  transactionId: 'TRX12345',
});
const older = makeOrder({
  _id: 'cccc3333-0000-4000-8000-000000000003',
  checkoutId: 'checkout-old',
  sellerName: 'Karim Traders',
  items: [line('Rice cooker', 10, 900)],
  totalPrice: 9000,
  orderTime: '2026-10-02T05:00:00.000Z',
  orderStatus: 'cancelled',
  declineReason: 'Sold out until next month',
});

describe('My Orders (/orders)', () => {
  it('is titled My Orders, says so when there are none, and links to the cart', async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([]) } });
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(document.title).toBe('My Orders | BulkBazar'));
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('groups the orders by checkout, one per seller, each with its lines, total, status and payment', async () => {
    mockAuthApi({ user: buyer, overrides: { 'GET /api/myorder': () => page([karim, salma, older]) } });
    renderApp('/orders');
    const latest = await screen.findByRole('region', { name: 'Checkout of 21 November 2026 at 22:40:05' });
    expect(latest).toHaveTextContent('Checkout total: ৳26,520.00');
    const orders = within(latest).getAllByRole('article');
    expect(orders.map((o) => o.querySelector('h3')?.textContent)).toEqual([
      'Order #AAAA1111 · Karim Traders',
      'Order #BBBB2222 · Salma Foods',
    ]);
    const lines = within(
      within(orders[0]!).getByRole('list', { name: 'Products of this order' }),
    ).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Steel lunch boxSKU SKU-15120 pcs × ৳138.00৳16,560.00',
      'Tiffin carrierSKU SKU-1448 pcs × ৳145.00৳6,960.00',
    ]);
    expect(orders[0]).toHaveTextContent('Total৳23,520.00');
    expect(within(orders[0]!).getByText('Shipped')).toBeInTheDocument();
    expect(within(orders[0]!).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(orders[1]).toHaveTextContent('bKash · Paid');
    expect(orders[1]).toHaveTextContent('TRX12345');
    expect(within(orders[1]!).getByRole('button', { name: 'Cancel order #BBBB2222' })).toBeInTheDocument();

    const earlier = screen.getByRole('region', { name: 'Checkout of 2 October 2026 at 11:00:00' });
    expect(earlier).not.toHaveTextContent('Checkout total');
    expect(earlier).toHaveTextContent('Declined by the sellerSold out until next month');
    expect(within(earlier).getByRole('button', { name: 'Buy again: order #CCCC3333' })).toBeInTheDocument();
  });

  it("cancels a pending order after asking, shows the server's message and the new status", async () => {
    const user = userEvent.setup();
    let order = salma;
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
    renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'Cancel order #BBBB2222' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('Your order #BBBB2222 is cancelled and its units go back to stock.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));

    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent('Order cancelled');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const card = screen.getByRole('article', { name: 'Order #BBBB2222 · Salma Foods' });
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(api.sent(`POST /api/orders/${order._id}/cancel`)).toHaveLength(1);
  });

  it('buys an order again: says what went into the cart and what did not, and leads to the cart', async () => {
    const user = userEvent.setup();
    const cart = makeCart([
      makeCartGroup({ name: 'Karim Traders' }, [
        makeCartLine({ productName: 'Steel lunch box', quantity: 120 }),
      ]),
    ]);
    const state = { cart: makeCart([]) };
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page([karim]),
        'GET /api/cart': () => jsonResponse(state.cart),
        [`POST /api/orders/${karim._id}/reorder`]: () => {
          state.cart = cart;
          return jsonResponse({
            acknowledged: true,
            added: [{ productId: 'p-steel-lunch-box', productName: 'Steel lunch box', quantity: 120 }],
            skipped: [
              { productId: 'p-tiffin-carrier', productName: 'Tiffin carrier', reason: 'out of stock' },
            ],
            cart,
          });
        },
      },
    });
    renderApp('/orders');
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Buy again: order #AAAA1111' }));
    const notice = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(notice).toHaveTextContent('Added: Steel lunch box × 120 Not added: Tiffin carrier (out of stock)');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Go to the cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Steel lunch box' })).toBeInTheDocument();
    expect(api.sent(`POST /api/orders/${karim._id}/reorder`)).toHaveLength(1);
  });

  it("shows the server's refusal of a reorder", async () => {
    const user = userEvent.setup();
    mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page([older]),
        [`POST /api/orders/${older._id}/reorder`]: () =>
          errorResponse(409, 'CART_FULL', 'Your cart holds at most 100 products'),
      },
    });
    renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'Buy again: order #CCCC3333' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Your cart holds at most 100 products',
    );
  });
});
