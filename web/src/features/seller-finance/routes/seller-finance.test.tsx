import type { SellerFinance, SellerOrderMoney, SellerPayout } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { finance, inDays, orderMoney, payout } from '../testing';

const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });

function answer(data: { finance?: SellerFinance; orders?: SellerOrderMoney[]; payouts?: SellerPayout[] }) {
  return mockAuthApi({
    user: seller,
    overrides: {
      'GET /api/seller/finance': () => jsonResponse(data.finance ?? finance()),
      'GET /api/seller/finance/orders': () =>
        jsonResponse({ orders: data.orders ?? [orderMoney()], page: 1, limit: 20, hasMore: false }),
      'GET /api/seller/finance/payouts': () =>
        jsonResponse({ payouts: data.payouts ?? [payout()], page: 1, limit: 20, hasMore: false }),
    },
  });
}

describe("the seller's Finance page", () => {
  it('shows what is available, pending and paid out, and the next payout', async () => {
    answer({});
    renderApp('/myproducts/finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Available')).toBe('৳747.56');
    expect(figure('Pending')).toBe('৳471.25');
    expect(figure('Paid out')).toBe('৳500.00');
    const next = screen.getByRole('region', { name: 'Next payout' });
    expect(next).toHaveTextContent('৳747.56 in the next payout run.');
    expect(within(next).queryByText(/Set a payout method/)).toBeNull();
  });

  it('says when pending money makes a payout, a hold, a missing payout method, and a balance owed', async () => {
    answer({
      finance: finance({
        available: -94.6,
        pending: 600,
        nextPayout: { amount: 505.4, minimum: 500, from: inDays(3), heldUntil: inDays(1), method: null },
      }),
    });
    renderApp('/myproducts/finance');
    const next = await screen.findByRole('region', { name: 'Next payout' });
    expect(next).toHaveTextContent(/৳505\.40 from .*, when it reaches the minimum of ৳500\.00\./);
    expect(next).toHaveTextContent(/Payouts are held until .*: your payout method was added or changed\./);
    expect(within(next).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.getByText('You owe the shop', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '৳94.60',
    );
  });

  it("breaks each order's money into its parts, with its status", async () => {
    answer({
      orders: [
        orderMoney({
          orderId: 'aaaaaaaa-0000-4000-8000-000000000001',
          state: 'pending',
          availableAt: inDays(5),
        }),
        orderMoney({ orderId: 'bbbbbbbb-0000-4000-8000-000000000002', refunds: 100, net: 851.35 }),
      ],
    });
    renderApp('/myproducts/finance');
    const table = await screen.findByRole('table', { name: 'Your orders’ money' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      'OrderGoodsDeliveryCommissionVATDelivery (shop’s courier)RefundsYour netStatus',
    );
    expect(rows[1]).toHaveTextContent('#AAAAAAAA');
    expect(rows[1]).toHaveTextContent(/Pending\s*from /);
    expect(rows[2]).toHaveTextContent('৳940.00৳60.00-৳47.00-৳7.05৳0.00-৳100.00৳851.35Available');
  });

  it('lists the payouts with their references and commission invoices, and links the statements', async () => {
    const user = userEvent.setup();
    answer({
      payouts: [
        payout(),
        payout({ _id: 'p-2', status: 'failed', reference: null, failureReason: 'Wrong account' }),
      ],
    });
    renderApp('/myproducts/finance');
    const table = await screen.findByRole('table', { name: 'Your payouts' });
    const [, sent, failed] = within(table).getAllByRole('row');
    expect(sent).toHaveTextContent('৳500.00Bank accountSentBEFTN-123');
    expect(within(sent!).getByRole('link', { name: /Commission invoice of the payout of/ })).toHaveAttribute(
      'href',
      '/api/seller/finance/commission-invoices/76f32a10-0000-4000-8000-000000000001.pdf',
    );
    expect(failed).toHaveTextContent('FailedWrong account');

    const statement = screen.getByRole('region', { name: 'Monthly statement' });
    const month = within(statement).getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2025-11');
    expect(within(statement).getByRole('link', { name: 'Statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/seller/finance/statement.pdf?month=2025-11',
    );
    expect(within(statement).getByRole('link', { name: 'Statement (CSV)' })).toHaveAttribute(
      'href',
      '/api/seller/finance/statement.csv?month=2025-11',
    );
  });

  it('is one of the seller’s tabs and in the account menu', async () => {
    const user = userEvent.setup();
    answer({ orders: [], payouts: [] });
    renderApp('/myproducts/finance');
    expect(await screen.findByText('No delivered orders yet')).toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Seller area' });
    expect(within(tabs).getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: /Account menu for Karim Traders/ }));
    expect(screen.getByRole('menuitem', { name: 'Finance' })).toHaveAttribute('href', '/myproducts/finance');
  });
});
