import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { stubResizeObserver } from '@/test/jsdom-stubs';
import { makeOrder } from '@/test/order-factory';
import { renderDashboard } from '../testing';

const daily = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 20 ? 125000 : 0,
  orders: i === 20 ? 3 : 0,
}));

const stats = {
  totalRevenue: 1250000.5,
  unitsSold: 4200,
  totalOrders: 42,
  productViews: 1200,
  conversionOrders: 40,
  conversionRate: 3.33,
  averageOrderValue: 29761.92,
  daily,
  recentOrders: [makeOrder({ customerName: 'Salma Begum', totalPrice: 18000, orderStatus: 'shipped' })],
  topProducts: [{ productId: null, productName: 'Walton 32" LED TV', unitsSold: 120, revenue: 2400000 }],
};

describe('dashboard home', () => {
  beforeEach(() => {
    // The chart's responsive container asks for one.
    stubResizeObserver();
  });

  it('shows the totals in taka, the daily figures, recent orders and top sellers', async () => {
    renderDashboard('/dashboard', (r) =>
      r.url.pathname === '/api/admin/stats' ? jsonResponse(stats) : undefined,
    );
    const cards = await screen.findByRole('heading', { level: 1, name: 'Dashboard Home' });
    expect(cards).toBeInTheDocument();
    const term = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(term('Total Revenue')).toBe('৳12,50,000.50');
    expect(term('Units sold')).toBe('4,200');
    expect(term('Total Orders')).toBe('42');
    expect(term('Conversion Rate')).toBe('3.33%');
    expect(term('Average order value')).toBe('৳29,761.92');
    // Issue 28 (item 16): each number says what it counts. The orders are all time and not cancelled; the
    // rate's own numerator and denominator are purchases and views (a person, a product, a day), not orders
    // and viewers ("Total Orders 26" beside "73 orders" read as a contradiction).
    expect(screen.getByText('All time, not cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Last 30 days: 40 product purchases from 1,200 product views (each a person and a product on one day)',
      ),
    ).toBeInTheDocument();

    const figures = screen.getByRole('table', { name: 'Revenue and orders, last 30 days' });
    expect(within(figures).getByRole('row', { name: /21 November 2026/ })).toHaveTextContent('৳1,25,000.00');

    const recent = screen.getByRole('table', { name: 'Recent orders' });
    expect(within(recent).getByText('Salma Begum')).toBeInTheDocument();
    expect(within(recent).getByText('Shipped')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top selling products' });
    expect(top).toHaveTextContent('Walton 32" LED TV');
    expect(top).toHaveTextContent('120 pcs sold');
    expect(top).toHaveTextContent('৳24,00,000.00');
  });

  it('says so when there are no orders yet', async () => {
    renderDashboard('/dashboard', (r) =>
      r.url.pathname === '/api/admin/stats'
        ? jsonResponse({
            ...stats,
            totalOrders: 0,
            daily: daily.map((d) => ({ ...d, revenue: 0, orders: 0 })),
            recentOrders: [],
            topProducts: [],
          })
        : undefined,
    );
    expect(await screen.findByText('No orders in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('No sales yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the stats cannot be loaded', async () => {
    renderDashboard('/dashboard', (r) =>
      r.url.pathname === '/api/admin/stats'
        ? jsonResponse(
            { acknowledged: false, code: 'INTERNAL', message: 'The database is not answering' },
            500,
          )
        : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The database is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The failure shows beside the sidebar, which still works.
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
