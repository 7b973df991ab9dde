import type { PendingCreditApplication } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import type { CreditAging, CreditLine } from '../api/credit-book';
import { loadDashboardCode, renderDashboard, type Sent } from '../testing';

// Dashboard → Credit book (issue 31 item 4): the applications waiting (Set limit prefilled from what was asked),
// the companies' lines (overdue in red) with a limit form and a bank transfer form, the aging with its total
// row, and the `payments` permission's gate.
beforeAll(loadDashboardCode, 120_000);

const AKTER = 'c0000000-0000-4000-8000-000000000001';
const PADMA = 'c0000000-0000-4000-8000-000000000002';

const application = (overrides: Partial<PendingCreditApplication> = {}): PendingCreditApplication => ({
  id: 'a1',
  companyId: PADMA,
  companyName: 'Padma Hardware',
  companyVerified: true,
  requestedLimitPoisha: 25_000_000,
  termsDays: 15,
  note: 'Monthly cement and rods',
  appliedBy: { id: 'u1', name: 'Rafiq Islam', email: 'rafiq@padma.example' },
  createdAt: '2026-11-25T06:00:00Z',
  ...overrides,
});
const akter: CreditLine = {
  companyId: AKTER,
  name: 'Akter Traders',
  limitPoisha: 50_000_000,
  usedPoisha: 12_500_050,
  availablePoisha: 37_499_950,
  overduePoisha: 4_000_000,
  termsDays: 30,
};
const aging: CreditAging = {
  companies: [
    {
      companyId: AKTER,
      name: 'Akter Traders',
      current: 8_500_050,
      days1to30: 4_000_000,
      days31to60: 0,
      days60plus: 0,
      total: 12_500_050,
    },
  ],
  total: { current: 8_500_050, days1to30: 4_000_000, days31to60: 0, days60plus: 0, total: 12_500_050 },
};

/** The credit book's endpoints over one state: an application decided leaves the queue, a payment lowers `used`. */
function creditApi({ applications = [application()], refuseUnverified = false } = {}) {
  let waiting = applications;
  let lines = [akter];
  return (r: Sent) => {
    const path = r.url.pathname;
    if (r.method === 'GET' && path === '/api/admin/credit/applications')
      return jsonResponse({ applications: waiting });
    if (r.method === 'GET' && path === '/api/admin/credit') return jsonResponse({ companies: lines });
    if (r.method === 'GET' && path === '/api/admin/credit/aging') return jsonResponse(aging);
    const limit = /^\/api\/admin\/companies\/([^/]+)\/credit$/.exec(path);
    if (r.method === 'PUT' && limit) {
      const body = r.body as { limit: number; termsDays: number };
      if (refuseUnverified && body.limit > 0)
        return jsonResponse(
          {
            acknowledged: false,
            code: 'CONFLICT',
            message: 'This company is not verified',
            fields: { limit: 'The company is not verified: verify it before giving it credit' },
            requestId: 'r',
          },
          409,
        );
      waiting = waiting.filter((a) => a.companyId !== limit[1]);
      const line = {
        ...akter,
        companyId: limit[1]!,
        name: 'Padma Hardware',
        limitPoisha: Math.round(body.limit * 100),
        usedPoisha: 0,
        availablePoisha: Math.round(body.limit * 100),
        overduePoisha: 0,
        termsDays: body.termsDays,
      };
      lines = [...lines.filter((l) => l.companyId !== line.companyId), line];
      return jsonResponse({ credit: line });
    }
    if (r.method === 'POST' && path === `/api/admin/companies/${AKTER}/invoices/payments`) {
      const { amount } = r.body as { amount: number };
      lines = lines.map((l) =>
        l.companyId === AKTER ? { ...l, usedPoisha: l.usedPoisha - amount * 100, overduePoisha: 0 } : l,
      );
      return jsonResponse({ invoices: ['i1', 'i2'], appliedPoisha: amount * 100 });
    }
    return undefined;
  };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }))!;

describe('Dashboard → Credit book', () => {
  it('shows the applications, the companies with overdue money in red, and the aging with its total row', async () => {
    renderDashboard('/dashboard/credit', creditApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit book' })).toHaveAttribute('aria-current', 'page');

    const card = (await screen.findByRole('heading', { level: 3, name: 'Padma Hardware' })).closest('li')!;
    expect(card).toHaveTextContent('Asks for ৳2,50,000.00 on 15 days');
    expect(card).toHaveTextContent('Note: Monthly cement and rods');
    expect(card).toHaveTextContent('Applied by Rafiq Islam (rafiq@padma.example) on');

    const companies = await screen.findByRole('table', {
      name: "Each company's credit limit, what it has used and what is overdue",
    });
    const row = rowOf(companies, 'Akter Traders');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['৳5,00,000.00', '৳1,25,000.50', '৳3,74,999.50', '৳40,000.00', '30 days', expect.any(String)]);
    expect(within(row).getByText('৳40,000.00')).toHaveClass('text-red-700');

    const agingTable = await screen.findByRole('table', {
      name: 'Open invoices per company, by days overdue',
    });
    expect(
      within(agingTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Not yet due', '1–30 days', '31–60 days', 'Over 60 days', 'Total']);
    expect(
      within(rowOf(agingTable, 'All companies'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['৳85,000.50', '৳40,000.00', '৳0.00', '৳0.00', '৳1,25,000.50']);
  });

  it('sets a limit from an application, prefilled with what the company asked, and takes it off the queue', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/credit', creditApi());
    await user.click(await screen.findByRole('button', { name: 'Set limit: Padma Hardware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit for Padma Hardware' });
    const limit = within(dialog).getByLabelText('Limit (৳)');
    expect(limit).toHaveValue('250000');
    expect(within(dialog).getByLabelText('Terms')).toHaveValue('15');

    await user.clear(limit);
    await user.type(limit, '2,00,000');
    await user.selectOptions(within(dialog).getByLabelText('Terms'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit and terms' }));

    expect(await screen.findByText("Padma Hardware's credit: ৳2,00,000.00 on 30 days.")).toBeInTheDocument();
    expect(requests('PUT', `/api/admin/companies/${PADMA}/credit`).map((r) => r.body)).toEqual([
      { limit: 200_000, termsDays: 30 },
    ]);
    expect(await screen.findByText('No company is waiting for a decision.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of an unverified company at the limit field", async () => {
    const user = userEvent.setup();
    renderDashboard(
      '/dashboard/credit',
      creditApi({ applications: [application({ companyVerified: false })], refuseUnverified: true }),
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Padma Hardware' })).closest('li')!;
    expect(card).toHaveTextContent('Not a verified business yet');
    await user.click(within(card).getByRole('button', { name: 'Set limit: Padma Hardware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit for Padma Hardware' });
    await user.click(within(dialog).getByRole('button', { name: 'Save limit and terms' }));
    const limit = within(dialog).getByLabelText('Limit (৳)');
    await waitFor(() => expect(limit).toHaveAttribute('aria-invalid', 'true'));
    expect(limit).toHaveAccessibleDescription(
      /The company is not verified: verify it before giving it credit/,
    );
  });

  it('checks the limit before sending it', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/credit', creditApi());
    await user.click(await screen.findByRole('button', { name: 'Set limit and terms: Akter Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit for Akter Traders' });
    const limit = within(dialog).getByLabelText('Limit (৳)');
    expect(limit).toHaveValue('500000');
    expect(within(dialog).getByLabelText('Terms')).toHaveValue('30');
    await user.clear(limit);
    await user.type(limit, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit and terms' }));
    expect(limit).toHaveAccessibleDescription(/Type the limit in taka/);
    await user.clear(limit);
    await user.type(limit, '100.505');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit and terms' }));
    expect(limit).toHaveAccessibleDescription(/At most two decimals/);
    expect(requests('PUT', /credit$/)).toHaveLength(0);
  });

  it('records a bank transfer by amount and reference, and reads the book again', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/credit', creditApi());
    await user.click(await screen.findByRole('button', { name: 'Record bank transfer: Akter Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer from Akter Traders' });
    expect(dialog).toHaveTextContent('Used now: ৳1,25,000.50.');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer' }));
    expect(within(dialog).getByLabelText('Amount received (৳)')).toHaveAccessibleDescription(
      /Type the amount in taka/,
    );
    await user.type(within(dialog).getByLabelText('Amount received (৳)'), '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer' }));
    expect(within(dialog).getByLabelText('Transfer reference')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Transfer reference'), 'DBBL TT 4471');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer' }));

    expect(
      await screen.findByText('৳40,000.00 from Akter Traders recorded against 2 invoices.'),
    ).toBeInTheDocument();
    expect(requests('POST', `/api/admin/companies/${AKTER}/invoices/payments`).map((r) => r.body)).toEqual([
      { amount: 40_000, reference: 'DBBL TT 4471' },
    ]);
    const companies = screen.getByRole('table', {
      name: "Each company's credit limit, what it has used and what is overdue",
    });
    await waitFor(() => expect(rowOf(companies, 'Akter Traders')).toHaveTextContent('৳85,000.50'));
  });

  it('is in the menu of finance staff, who open it', async () => {
    const finance = makeUser({ name: 'Farhana Finance', role: 'user', roles: ['finance'] });
    renderDashboard('/dashboard/credit', creditApi(), finance);
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit book' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'Credit book' })).toHaveAttribute(
      'href',
      '/dashboard/credit',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Padma Hardware' })).toBeInTheDocument();
  });

  it('is not shown to a staff member without the payments permission, nor asked for at its address', async () => {
    const support = makeUser({ name: 'Sumon Support', role: 'user', roles: ['support'] });
    const { router, sent } = renderDashboard('/dashboard/credit', () => undefined, support);
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/dashboard/credit'));
    expect(within(sidebar).queryByRole('link', { name: 'Credit book' })).toBeNull();
    expect(sent.filter((r) => r.url.pathname.startsWith('/api/admin/credit'))).toEqual([]);
  });
});
