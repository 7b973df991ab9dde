import type { PaymentEvent } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { adminUser, makePaymentEvent, renderDashboard, type Sent } from '../testing';

// Issue 14: Dashboard → Payments, the ledger of every payment event, with filters in the URL and CSV export.

const orderId = 'aaaa1111-2222-4000-8000-000000000001';

const events = [
  makePaymentEvent({
    type: 'refunded',
    at: '2026-11-22T03:05:00.000Z',
    orderId,
    amount: 3600,
    refundId: 'RF123',
    note: 'Order cancelled',
  }),
  makePaymentEvent(),
  makePaymentEvent({
    type: 'initiated',
    gateway: 'sslcommerz',
    purpose: 'advance',
    amount: 1320,
    gatewayPaymentId: 'SSL-SESSION-9',
    gatewayTrxId: null,
    at: '2026-11-21T16:39:00.000Z',
  }),
];

function ledger(pages: Record<number, PaymentEvent[]> = { 1: events }) {
  return (request: Sent) => {
    if (request.method !== 'GET' || request.url.pathname !== '/api/admin/payments') return undefined;
    const page = Number(request.url.searchParams.get('page') ?? 1);
    return jsonResponse({
      events: pages[page] ?? [],
      page,
      limit: 20,
      hasMore: page in pages && page + 1 in pages,
    });
  };
}

describe('the payment ledger', () => {
  it('lists every payment event with its time in Dhaka, type, gateway, amount, ids and note', async () => {
    renderDashboard('/dashboard/payments', ledger());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TimeEventGatewayAmountCheckout / orderGateway payment idTransaction idRefund idNote',
      '22 November 2026 at 09:05:00RefundedbKash৳3,600.00Order #AAAA1111Checkout #C0FFEE00TR0011ABCBKX7Q2P9RF123Order cancelled',
      '21 November 2026 at 22:40:05CompletedbKash৳6,600.00Checkout #C0FFEE00TR0011ABCBKX7Q2P9——',
      '21 November 2026 at 22:39:00InitiatedSSLCommerz৳1,320.00advanceCheckout #C0FFEE00SSL-SESSION-9———',
    ]);
    expect(screen.getByRole('link', { name: 'Order #AAAA1111' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${orderId}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/payments.csv',
    );
  });

  it('reads its filters from the URL, asks the server for them and exports with them', async () => {
    const { requests } = renderDashboard(
      '/dashboard/payments?gateway=sslcommerz&type=refunded&from=2026-11-01&to=2026-11-30&q=RF123&page=2',
      ledger({ 2: [events[0]!] }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    const asked = requests('GET', '/api/admin/payments')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '2',
      limit: '20',
      gateway: 'sslcommerz',
      type: 'refunded',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'RF123',
    });
    const filters = screen.getByRole('group', { name: 'Filter payments' });
    expect(within(filters).getByLabelText('Gateway')).toHaveValue('sslcommerz');
    expect(within(filters).getByLabelText('Event')).toHaveValue('refunded');
    expect(within(filters).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(within(filters).getByLabelText('To')).toHaveValue('2026-11-30');
    expect(screen.getByRole('searchbox')).toHaveValue('RF123');
    // Every page of the filtered ledger: the paging is not part of the export.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/payments.csv?gateway=sslcommerz&type=refunded&from=2026-11-01&to=2026-11-30&q=RF123',
    );
  });

  it('applies a filter or a search from page 1, and pages with Prev/Next', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderDashboard(
      '/dashboard/payments',
      ledger({ 1: events, 2: [events[1]!] }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

    await user.selectOptions(screen.getByLabelText('Gateway'), 'bkash');
    await waitFor(() => expect(router.state.location.search).toBe('?gateway=bkash'));
    await user.selectOptions(screen.getByLabelText('Event'), 'completed');
    await user.type(screen.getByRole('searchbox'), 'TR0011ABC{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?gateway=bkash&type=completed&q=TR0011ABC'),
    );
    await waitFor(() =>
      expect(requests('GET', '/api/admin/payments').at(-1)!.url.search).toBe(
        '?page=1&limit=20&gateway=bkash&type=completed&q=TR0011ABC',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/payments.csv?gateway=bkash&type=completed&q=TR0011ABC',
    );
  });

  it('keeps every change made while the list still loads, and shows it in the filters at once', async () => {
    const user = userEvent.setup();
    // The bKash list is slow to come: the admin chooses the event and searches before it arrives.
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const answer = ledger();
    const { router, requests } = renderDashboard('/dashboard/payments', (request) =>
      request.url.searchParams.get('gateway') === 'bkash' && !request.url.searchParams.has('type')
        ? slow.then(() => answer(request)!)
        : answer(request),
    );
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    const filters = screen.getByRole('group', { name: 'Filter payments' });

    await user.selectOptions(within(filters).getByLabelText('Gateway'), 'bkash');
    await waitFor(() =>
      expect(requests('GET', '/api/admin/payments').at(-1)!.url.searchParams.get('gateway')).toBe('bkash'),
    );
    expect(router.state.location.search).toBe('');
    expect(within(filters).getByLabelText('Gateway')).toHaveValue('bkash');
    await user.selectOptions(within(filters).getByLabelText('Event'), 'completed');
    expect(within(filters).getByLabelText('Gateway')).toHaveValue('bkash');
    await user.type(screen.getByRole('searchbox'), 'TR0011ABC{Enter}');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/payments.csv?gateway=bkash&type=completed&q=TR0011ABC',
    );
    release();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?gateway=bkash&type=completed&q=TR0011ABC'),
    );
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(within(filters).getByLabelText('Event')).toHaveValue('completed');
    expect(screen.getByRole('searchbox')).toHaveValue('TR0011ABC');
  });

  it('drops a filter the server would refuse (an unknown gateway, a "to" before "from")', async () => {
    const { requests } = renderDashboard(
      '/dashboard/payments?gateway=paypal&from=2026-11-30&to=2026-11-01',
      ledger(),
    );
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    expect(Object.fromEntries(requests('GET', '/api/admin/payments')[0]!.url.searchParams)).toEqual({
      page: '1',
      limit: '20',
      from: '2026-11-30',
    });
  });

  it('says so when no event matches', async () => {
    renderDashboard('/dashboard/payments?type=rejected', ledger({ 1: [] }));
    expect(await screen.findByRole('heading', { name: 'No payment events found' })).toBeInTheDocument();
  });

  it('shows a non-admin the Admins only screen and asks nothing of the ledger', async () => {
    const { requests } = renderDashboard('/dashboard/payments', ledger(), adminUser({ role: 'user' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(requests('GET', '/api/admin/payments')).toHaveLength(0);
  });
});
