import type { CodReport } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard } from '../testing';

// Dashboard → Finance → COD remittances (issue 29 item 6): what couriers owe, recording a remittance (by hand or
// from Steadfast's payment statement), overdue parcels and remittances that do not add up.

const A = '0000000a-aaaa-4000-8000-000000000001';
const B = '0000000b-aaaa-4000-8000-000000000002';
const OLD = '0000000c-aaaa-4000-8000-000000000003';

const report = (): CodReport => ({
  remittanceDays: 7,
  couriers: [
    {
      courier: 'steadfast',
      outstanding: 4200,
      statements: true,
      unremitted: [
        {
          orderId: A,
          courier: 'steadfast',
          trackingCode: 'SF1',
          deliveredAt: '2026-11-20T06:00:00.000Z',
          collected: 2060,
        },
        {
          orderId: B,
          courier: 'steadfast',
          trackingCode: 'SF2',
          deliveredAt: '2026-11-21T06:00:00.000Z',
          collected: 2140,
        },
      ],
    },
    { courier: 'pathao', outstanding: 1500, statements: false, unremitted: [] },
    { courier: 'redx', outstanding: 0, statements: false, unremitted: [] },
  ],
  overdue: [
    {
      orderId: OLD,
      courier: 'pathao',
      trackingCode: 'P9',
      deliveredAt: '2026-11-01T06:00:00.000Z',
      collected: 1500,
    },
  ],
  mismatches: [
    {
      remittanceId: 'r-9',
      courier: 'redx',
      reference: 'RX-PAY-31',
      receivedOn: '2026-11-18',
      amount: 950,
      fees: 0,
      parcelsTotal: 950,
      collectedTotal: 1000,
      parcels: [{ orderId: OLD, amount: 950, collected: 1000, trackingCode: 'R1' }],
    },
  ],
});

function page(post?: (body: unknown) => Response | undefined) {
  return renderDashboard('/dashboard/finance/remittances', (r) => {
    if (r.method === 'GET' && r.url.pathname === '/api/admin/finance/cod') return jsonResponse(report());
    if (r.method === 'GET' && /^\/api\/admin\/couriers\/\w+\/remittances$/.test(r.url.pathname))
      return jsonResponse({ remittances: [], page: 1, limit: 20, hasMore: false });
    if (r.method === 'GET' && r.url.pathname === '/api/admin/couriers/steadfast/statements')
      return jsonResponse({
        statements: [{ id: '1002', amount: 4080, at: '2026-11-22T05:00:00Z', status: 'paid' }],
      });
    if (r.method === 'GET' && r.url.pathname === '/api/admin/couriers/steadfast/statements/1002')
      return jsonResponse({
        courier: 'steadfast',
        statementId: '1002',
        amount: 4080,
        fees: 120,
        receivedOn: '2026-11-22',
        reference: 'payment 1002',
        parcels: [
          { orderId: A, amount: 2060 },
          { orderId: B, amount: 2140 },
        ],
        unmatched: [{ consignmentId: '99', invoice: null, amount: 500 }],
      });
    if (r.method === 'POST' && r.url.pathname === '/api/admin/couriers/steadfast/remittances') {
      const refused = post?.(r.body);
      if (refused) return refused;
      const body = r.body as { reference: string; amount: number; fees: number; receivedOn: string };
      return jsonResponse({
        acknowledged: true,
        message: 'Remittance recorded',
        remittance: {
          _id: 'r-1',
          courier: 'steadfast',
          parcels: [],
          createdAt: '2026-11-22T06:00:00Z',
          ...body,
        },
      });
    }
    return undefined;
  });
}

describe('COD remittances', () => {
  it('shows what couriers owe, the overdue parcels and the remittances that do not add up', async () => {
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'COD remittances' })).toBeInTheDocument();
    const owed = screen.getByRole('region', { name: 'Cash each courier owes the shop' });
    const rows = within(owed).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Steadfast.*৳4,200\.00.*2/);
    expect(rows[2]).toHaveTextContent(/Pathao.*৳1,500\.00.*0/);
    expect(screen.getByText('Delivered with cash collected, not remitted after 7 days.')).toBeInTheDocument();
    const overdue = screen.getByRole('region', { name: 'Parcels not remitted in time' });
    expect(within(overdue).getByRole('link', { name: '#0000000C' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${OLD}`,
    );
    const mismatches = screen.getByRole('region', { name: 'Remittances whose amounts differ' });
    expect(mismatches).toHaveTextContent('RX-PAY-31');
    expect(mismatches).toHaveTextContent('#0000000C: remitted ৳950.00, collected ৳1,000.00');
    expect(screen.getByRole('link', { name: 'COD remittances' })).toHaveAttribute('aria-current', 'page');
  });

  it('records a remittance of the parcels picked, saying when amount and fees do not make their sum', async () => {
    const user = userEvent.setup();
    const { requests } = page();
    await screen.findByRole('heading', { level: 1, name: 'COD remittances' });
    expect(screen.getByLabelText('Courier')).toHaveValue('steadfast');
    await user.click(screen.getByRole('checkbox', { name: 'Covers #0000000A' }));
    await user.click(screen.getByRole('checkbox', { name: 'Covers #0000000B' }));
    expect(screen.getByText('2 parcels, ৳4,200.00')).toBeInTheDocument();
    const amountA = screen.getByLabelText('Remitted for #0000000A (৳)');
    await user.clear(amountA);
    await user.type(amountA, '2000');
    await user.type(screen.getByLabelText('Amount received (৳)'), '4000');
    expect(
      screen.getByText('Amount and fees make ৳4,000.00: the parcels make ৳4,140.00.'),
    ).toBeInTheDocument();
    const fees = screen.getByLabelText('Courier’s fees (৳)');
    await user.clear(fees);
    await user.type(fees, '১৪০');
    expect(screen.queryByText(/Amount and fees make/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Record remittance' }));
    expect(await screen.findByText("Enter the courier's payment reference")).toBeInTheDocument();
    expect(requests('POST', '/api/admin/couriers/steadfast/remittances')).toHaveLength(0);
    await user.type(screen.getByLabelText('Courier’s payment reference'), 'SF-PAY-5521');
    await user.click(screen.getByRole('button', { name: 'Record remittance' }));
    expect(await screen.findByText('Remittance SF-PAY-5521 recorded.')).toBeInTheDocument();
    const [sent] = requests('POST', '/api/admin/couriers/steadfast/remittances');
    expect(sent!.body).toMatchObject({
      amount: 4000,
      fees: 140,
      reference: 'SF-PAY-5521',
      parcels: [
        { orderId: A, amount: 2000 },
        { orderId: B, amount: 2140 },
      ],
    });
    expect((sent!.body as { receivedOn: string }).receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("fills the form from Steadfast's payment statement, and shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    const { requests } = page(() =>
      jsonResponse(
        {
          acknowledged: false,
          code: 'CONFLICT',
          message: 'This remittance, or one of its parcels, was recorded before',
          fields: { reference: 'This remittance, or one of its parcels, was recorded before' },
        },
        409,
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'COD remittances' });
    await user.click(screen.getByRole('button', { name: 'Read the courier’s statement' }));
    expect(await screen.findByRole('option', { name: 'Payment 1002 · ৳4,080.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill from the statement' }));
    expect(
      await screen.findByText(
        'Filled from payment 1002: check it, then record it. 1 consignment on the statement is no parcel waiting here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Covers #0000000A' })).toBeChecked();
    expect(screen.getByLabelText('Amount received (৳)')).toHaveValue('4080');
    expect(screen.getByLabelText('Courier’s fees (৳)')).toHaveValue('120');
    expect(screen.getByLabelText('Courier’s payment reference')).toHaveValue('payment 1002');
    await user.click(screen.getByRole('button', { name: 'Record remittance' }));
    expect(
      await screen.findByText('This remittance, or one of its parcels, was recorded before'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests('POST', '/api/admin/couriers/steadfast/remittances')).toHaveLength(1),
    );
  });
});
