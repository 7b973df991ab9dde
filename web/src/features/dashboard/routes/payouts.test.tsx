import type { EligibleSeller, Payout, PayoutRun, PayoutRunDetail } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

// Dashboard → Finance → Payouts (issue 29 item 5): create a run with a minimum, see its payouts, download both
// files, mark one sent with its reference and one failed with a reason, send a bKash one through bKash's API.

const RUN_ID = 'aaaa0000-1111-4000-8000-000000000001';
const seller = (id: string, name: string, available: number, extra: Partial<EligibleSeller> = {}) => ({
  sellerId: id,
  name,
  email: `${id}@example.com`,
  available,
  method: 'bkash' as const,
  skip: null,
  payoutsHeldUntil: null,
  ...extra,
});
const ELIGIBLE = [
  seller('s1', 'Karim Traders', 1250.5),
  seller('s2', 'Rahim Store', 800, { method: 'bank' }),
  seller('s3', 'Nagad Seller', 900, { method: null, skip: 'no_method' }),
];

const payout = (id: string, overrides: Partial<Payout> = {}): Payout => ({
  id,
  runId: RUN_ID,
  sellerId: 's1',
  sellerName: 'Karim Traders',
  sellerEmail: 's1@example.com',
  amount: 1250.5,
  method: 'bkash',
  destination: {
    walletNumber: '*******3344',
    bankName: null,
    routingNumber: null,
    accountName: null,
    accountNumber: null,
  },
  status: 'pending',
  reference: null,
  failureReason: null,
  railAttemptedAt: null,
  settledAt: null,
  createdAt: '2026-11-21T16:40:05.000Z',
  ...overrides,
});

function runOf(payouts: Payout[]): PayoutRun {
  const count = (s: string) => payouts.filter((p) => p.status === s).length;
  return {
    id: RUN_ID,
    minimum: 1000,
    createdAt: '2026-11-21T16:40:05.000Z',
    createdBy: 'Nusrat Admin',
    count: payouts.length,
    total: payouts.reduce((a, p) => a + p.amount, 0),
    pending: count('pending'),
    sent: count('sent'),
    failed: count('failed'),
  };
}

/** The payout endpoints as the server answers them, over one run held here. */
function payoutsApi(start: Payout[], rails: PayoutRunDetail['rails'] = []) {
  let payouts = start;
  let created = start.length > 0;
  const detail = (): PayoutRunDetail => ({ run: runOf(payouts), payouts, rails });
  return (r: Sent) => {
    const path = r.url.pathname;
    if (r.method === 'GET' && path === '/api/admin/payouts/eligible') {
      const minimum = Number(r.url.searchParams.get('minimum') ?? 500);
      return jsonResponse({ minimum, sellers: ELIGIBLE.filter((s) => s.available >= minimum) });
    }
    if (r.method === 'GET' && path === '/api/admin/payout-runs')
      return jsonResponse({
        runs: created ? [runOf(payouts)] : [],
        total: created ? 1 : 0,
        page: 1,
        limit: 20,
      });
    if (r.method === 'GET' && path === `/api/admin/payout-runs/${RUN_ID}`) return jsonResponse(detail());
    if (r.method === 'POST' && path === '/api/admin/payout-runs') {
      const { sellerIds } = r.body as { sellerIds: string[] };
      payouts = sellerIds.map((id, i) => payout(`p${i}`, { sellerId: id }));
      created = true;
      return jsonResponse(detail());
    }
    const settle = /^\/api\/admin\/payouts\/([^/]+)\/(sent|failed|send)$/.exec(path);
    if (r.method === 'POST' && settle) {
      const [, id, action] = settle;
      const body = r.body as { reference?: string; reason?: string } | undefined;
      const changed =
        action === 'failed'
          ? { status: 'failed' as const, failureReason: body!.reason! }
          : { status: 'sent' as const, reference: body?.reference ?? 'BKX7Q2P9' };
      payouts = payouts.map((p) => (p.id === id ? { ...p, ...changed } : p));
      return jsonResponse({ payout: payouts.find((p) => p.id === id) });
    }
    return undefined;
  };
}

describe('Dashboard → Finance → Payouts', () => {
  it('creates a run for the sellers picked at the minimum chosen, and opens it', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/finance/payouts', payoutsApi([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    const eligible = await screen.findByRole('table', { name: 'Sellers with at least ৳500.00 available' });
    const rows = within(eligible)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'Karim Traderss1@example.com৳1,250.50bKashWill be paid',
      'Rahim Stores2@example.com৳800.00BankWill be paid',
      'Nagad Sellers3@example.com৳900.00—No payout method',
    ]);
    expect(screen.getByText('No payout run yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Smallest balance to pay (৳)'), '১০০০');
    await user.click(screen.getByRole('button', { name: 'Show sellers' }));
    const atLeast = await screen.findByRole('table', { name: 'Sellers with at least ৳1,000.00 available' });
    expect(requests('GET', '/api/admin/payouts/eligible').at(-1)!.url.searchParams.get('minimum')).toBe(
      '1000',
    );
    expect(within(atLeast).getByRole('checkbox', { name: 'Pay Karim Traders' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create payout run' }));

    expect(await screen.findByText('Payout run created: 1 payouts, ৳1,250.50 in all.')).toBeInTheDocument();
    expect(requests('POST', '/api/admin/payout-runs').map((r) => r.body)).toEqual([
      { minimum: 1000, sellerIds: ['s1'] },
    ]);
    expect(await screen.findByRole('table', { name: 'Payouts of this run' })).toBeInTheDocument();
  });

  it("shows a run's payouts and files; marks one sent with its reference and one failed with why", async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard(
      `/dashboard/finance/payouts?run=${RUN_ID}`,
      payoutsApi([
        payout('p1'),
        payout('p2', {
          sellerId: 's2',
          sellerName: 'Rahim Store',
          sellerEmail: 's2@example.com',
          amount: 800,
          method: 'bank',
          destination: {
            walletNumber: null,
            bankName: 'BRAC Bank',
            routingNumber: '060261726',
            accountName: 'Rahim Store',
            accountNumber: '*********6789',
          },
        }),
        payout('p3', { sellerName: 'Old Payee', status: 'sent', reference: 'BEFTN-1' }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Payouts of this run' });
    expect(screen.getByRole('link', { name: 'Bank file (BEFTN, CSV)' })).toHaveAttribute(
      'href',
      `/api/admin/payout-runs/${RUN_ID}/bank.csv`,
    );
    expect(screen.getByRole('link', { name: 'Mobile banking file (CSV)' })).toHaveAttribute(
      'href',
      `/api/admin/payout-runs/${RUN_ID}/mfs.csv`,
    );
    const rows = within(table).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('BRAC Bank, Rahim Store, *********6789 (routing 060261726)');
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    // No payout API here: bKash payouts go by file too.
    expect(within(table).queryByRole('button', { name: 'Send with bKash' })).not.toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Mark sent' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark the payout to Karim Traders sent' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(await within(dialog).findByText('Write the reference of the money sent')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reference'), 'BKASH-BULK-77');
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(await screen.findByText('The payout to Karim Traders is marked sent.')).toBeInTheDocument();
    expect(requests('POST', '/api/admin/payouts/p1/sent').map((r) => r.body)).toEqual([
      { reference: 'BKASH-BULK-77' },
    ]);

    await user.click(within(rows[2]!).getByRole('button', { name: 'Mark failed' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark the payout to Rahim Store failed' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Account closed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await screen.findByText(/The payout to Rahim Store is marked failed/)).toBeInTheDocument();
    expect(requests('POST', '/api/admin/payouts/p2/failed').map((r) => r.body)).toEqual([
      { reason: 'Account closed' },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Payouts of this run' })).getAllByRole('row')[2]!
          .textContent,
      ).toContain('Account closed'),
    );
  });

  it("sends a bKash payout through bKash's API when the shop has one, after asking", async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard(
      `/dashboard/finance/payouts?run=${RUN_ID}`,
      payoutsApi([payout('p1')], ['bkash']),
    );
    const table = await screen.findByRole('table', { name: 'Payouts of this run' });
    await user.click(within(table).getByRole('button', { name: 'Send with bKash' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Send ৳1,250.50 to Karim Traders through bKash now?',
    });
    expect(confirm).toHaveTextContent('bKash wallet *******3344');
    await user.click(within(confirm).getByRole('button', { name: 'Send with bKash' }));
    expect(
      await screen.findByText('bKash sent ৳1,250.50 to Karim Traders (reference BKX7Q2P9).'),
    ).toBeInTheDocument();
    expect(requests('POST', '/api/admin/payouts/p1/send')).toHaveLength(1);
  });
});
