import type { Approval } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// The approvals inbox (issue 31 items 2 and 6): the checkouts waiting for the approver, Approve, and Reject
// with a reason the buyer reads; another approver's decision first is said.

const approver = makeUser({ name: 'Nasrin Akter', email: 'nasrin@karnaphuli.com.bd' });
const waiting = (overrides: Partial<Approval> = {}): Approval => ({
  checkoutId: 'checkout-1',
  companyId: 'company-1',
  companyName: 'Karnaphuli Traders',
  buyerName: 'Rahim Uddin',
  buyerEmail: 'rahim@shop.com.bd',
  poNumber: 'PO-2026/118',
  total: 1500,
  orderLimit: 1000,
  paymentMethod: 'cod',
  orders: [makeOrder({ orderStatus: 'awaiting_approval', productName: 'Miniket Rice', quantity: 30 })],
  createdAt: '2026-11-21T04:00:00.000Z',
  holdExpiresAt: '2026-11-23T04:00:00.000Z',
  ...overrides,
});

type Overrides = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>;

function open(overrides: Overrides) {
  const api = mockAuthApi({ user: approver, overrides });
  return { api, user: userEvent.setup(), ...renderApp('/approvals') };
}

describe('approvals inbox', () => {
  it('lists a waiting checkout and approves it', async () => {
    let decided = false;
    const { api, user } = open({
      'GET /api/approvals': () => jsonResponse({ approvals: decided ? [] : [waiting()] }),
      'POST /api/approvals/checkout-1/approve': () => {
        decided = true;
        return jsonResponse({ checkoutId: 'checkout-1', decision: 'approved', orders: [] });
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Rahim Uddin for Karnaphuli Traders' });
    expect(card).toHaveTextContent('PO-2026/118');
    expect(card).toHaveTextContent('Miniket Rice × 30');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the orders went to the sellers.')).toBeInTheDocument();
    expect(api.sent('POST /api/approvals/checkout-1/approve')).toHaveLength(1);
    expect(await screen.findByText('No order is waiting for your approval.')).toBeInTheDocument();
  });

  it('rejects with a reason, and says when another approver decided first', async () => {
    const { api, user } = open({
      'GET /api/approvals': () => jsonResponse({ approvals: [waiting()] }),
      'POST /api/approvals/checkout-1/reject': () =>
        jsonResponse({ checkoutId: 'checkout-1', decision: 'rejected', orders: [] }),
      'POST /api/approvals/checkout-1/approve': () =>
        errorResponse(409, 'CONFLICT', 'This order was decided already or its approval time ended'),
    });
    const card = await screen.findByRole('listitem', { name: 'Rahim Uddin for Karnaphuli Traders' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('This order was decided already or its approval time ended'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Why?'), 'Over budget this month');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.sent('POST /api/approvals/checkout-1/reject')).toEqual([
        { reason: 'Over budget this month' },
      ]),
    );
    expect(
      await screen.findByText('Rejected: the orders are cancelled and the stock is back.'),
    ).toBeInTheDocument();
  });
});
