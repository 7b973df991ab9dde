import type { Company } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import type { CompanyInvoices } from '../api/credit';
import { Component, createLoader } from './credit';

// The company's Invoices and credit page (issue 31 item 4): the credit line or the application for one, the
// invoices (overdue ones marked), paying chosen ones online through the gateway, and the gateway's return.
afterEach(() => vi.unstubAllGlobals());

const company = (role: Company['role'], overrides: Partial<Company> = {}): Company => ({
  id: 'c1',
  name: 'Akter Traders',
  tradeLicence: 'TRAD/DSCC/2023/04512',
  bin: '0012345670101',
  tin: '123456789012',
  location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
  address: 'Shop 14, Bongobazar Complex',
  role,
  orderLimit: null,
  createdAt: '2026-11-01T06:00:00Z',
  ...overrides,
});
const books: CompanyInvoices = {
  credit: { limitPoisha: 50_000_000, usedPoisha: 12_345_600, availablePoisha: 37_654_400, termsDays: 30 },
  application: null,
  invoices: [
    {
      id: 'i-late',
      number: 'INV-C-20261001-0A1B2C3D',
      amountPoisha: 4_500_000,
      paidPoisha: 500_000,
      issuedAt: '2026-10-01T05:00:00Z',
      dueAt: '2026-10-31T05:00:00Z',
      status: 'open',
      overdue: true,
      poNumber: 'PO-2026/77',
    },
    {
      id: 'i-open',
      number: 'INV-C-20261120-4E5F6A7B',
      amountPoisha: 7_845_600,
      paidPoisha: 0,
      issuedAt: '2026-11-20T05:00:00Z',
      dueAt: '2026-12-20T05:00:00Z',
      status: 'open',
      overdue: false,
      poNumber: null,
    },
    {
      id: 'i-paid',
      number: 'INV-C-20260901-8C9D0E1F',
      amountPoisha: 1_000_000,
      paidPoisha: 1_000_000,
      issuedAt: '2026-09-01T05:00:00Z',
      dueAt: '2026-10-01T05:00:00Z',
      status: 'paid',
      overdue: false,
      poNumber: 'PO-2026/12',
    },
  ],
};

function renderPage(
  companies: Company[],
  overrides: NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides'] = {},
  url = '/company/credit',
) {
  const api = mockAuthApi({
    user: makeUser({ name: 'Rahima Akter', email: 'rahima@example.com' }),
    overrides: {
      'GET /api/companies/mine': () => jsonResponse({ companies }),
      'GET /api/companies/c1/invoices': () => jsonResponse(books),
      ...overrides,
    },
  });
  renderRoutes((qc) => [{ path: '/company/credit', loader: createLoader(qc), Component }], url);
  return { api, user: userEvent.setup() };
}

const row = (number: string) => screen.getByText(number).closest('tr')!;

describe('the Invoices and credit page', () => {
  it('shows the credit line and the invoices, the overdue one marked with the day it fell due', async () => {
    renderPage([company('owner')]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Credit line' })).toBeInTheDocument();
    const line = screen.getByRole('heading', { name: 'Credit line' }).parentElement!;
    expect(within(line).getByText('Limit').nextElementSibling).toHaveTextContent('৳5,00,000.00');
    expect(within(line).getByText('Used').nextElementSibling).toHaveTextContent('৳1,23,456.00');
    expect(within(line).getByText('Available').nextElementSibling).toHaveTextContent('৳3,76,544.00');
    expect(within(line).getByText('Terms').nextElementSibling).toHaveTextContent('Net 30 days');

    const late = row('INV-C-20261001-0A1B2C3D');
    expect(late).toHaveTextContent('PO-2026/77');
    expect(late).toHaveTextContent('৳45,000.00');
    expect(late).toHaveTextContent('৳5,000.00');
    expect(within(late).getByText(/^Overdue since 31 (Oct|October) 2026$/)).toBeInTheDocument();
    expect(row('INV-C-20261120-4E5F6A7B')).toHaveTextContent('Open');
    // A paid invoice is not offered for paying again.
    const paid = row('INV-C-20260901-8C9D0E1F');
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
  });

  it('pays the chosen invoices by bKash: what is left on them, then the gateway page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = renderPage([company('finance')], {
      'POST /api/companies/c1/invoices/pay': () =>
        jsonResponse({
          paymentId: 'p1',
          amountPoisha: 11_845_600,
          redirectUrl: 'https://pay.example/bkash/p1',
        }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select invoice INV-C-20261001-0A1B2C3D' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-C-20261120-4E5F6A7B' }));
    expect(screen.getByText('2 selected · ৳1,18,456.00 to pay')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay by bKash' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/bkash/p1'));
    expect(api.sent('POST /api/companies/c1/invoices/pay')).toEqual([
      { invoiceIds: ['i-late', 'i-open'], method: 'bkash' },
    ]);
  });

  it("says the server's refusal of the payment, naming its field, and asks for a choice first", async () => {
    const refusal = 'Online payment of invoices is not available yet';
    const { api, user } = renderPage([company('owner')], {
      'POST /api/companies/c1/invoices/pay': () =>
        errorResponse(422, 'VALIDATION_FAILED', 'Invalid request', { method: refusal }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay by card or wallet (SSLCommerz)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select at least one open invoice');
    expect(api.sent('POST /api/companies/c1/invoices/pay')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-C-20261001-0A1B2C3D' }));
    await user.click(screen.getByRole('button', { name: 'Pay by card or wallet (SSLCommerz)' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(api.sent('POST /api/companies/c1/invoices/pay')).toEqual([
      { invoiceIds: ['i-late'], method: 'sslcommerz' },
    ]);
  });

  it('without credit, the owner applies (limit in taka, terms, note) and the application shows as pending', async () => {
    let waiting: CompanyInvoices['application'] = null;
    const { api, user } = renderPage([company('owner')], {
      'GET /api/companies/c1/invoices': () =>
        jsonResponse({ credit: null, application: waiting, invoices: [] }),
      'POST /api/companies/c1/credit-application': () => {
        // As the server: the invoices read afresh answer the application now waiting.
        waiting = {
          requestedLimitPoisha: 50_000_000,
          termsDays: 15,
          note: 'Rice and oil',
          createdAt: '2026-11-29T05:00:00Z',
        };
        return jsonResponse(
          {
            application: {
              id: 'a1',
              companyId: 'c1',
              requestedLimitPoisha: 50_000_000,
              termsDays: 15,
              note: 'Rice and oil',
              status: 'applied',
              createdAt: '2026-11-29T05:00:00Z',
            },
          },
          201,
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'No trade credit yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Credit limit you ask for (taka)')).toHaveAccessibleDescription(
      'Enter an amount in taka, more than 0',
    );
    expect(api.sent('POST /api/companies/c1/credit-application')).toEqual([]);
    await user.type(screen.getByLabelText('Credit limit you ask for (taka)'), '5,00,000');
    await user.selectOptions(screen.getByLabelText('Terms'), 'Net 15 days');
    await user.type(screen.getByLabelText('Note (optional)'), 'Rice and oil');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your application for ৳5,00,000.00 on Net 15 days is pending',
    );
    expect(api.sent('POST /api/companies/c1/credit-application')).toEqual([
      { limit: 500000, termsDays: 15, note: 'Rice and oil' },
    ]);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    // The invoices were read again and now answer the waiting application: the page says when it was sent.
    expect(await screen.findByText(/Sent on 29 Nov(ember)? 2026\./)).toBeInTheDocument();
    expect(api.sent('GET /api/companies/c1/invoices')).toHaveLength(2);
  });

  it('after a reload, an application sent earlier shows as pending instead of the form', async () => {
    const application = {
      requestedLimitPoisha: 30_000_000,
      termsDays: 30,
      note: null,
      createdAt: '2026-11-27T05:00:00Z',
    };
    const { api } = renderPage([company('owner')], {
      'GET /api/companies/c1/invoices': () => jsonResponse({ credit: null, application, invoices: [] }),
    });
    // (The page's spinner is a status too: the notice is found by its words.)
    expect(await screen.findByText(/is pending/)).toHaveTextContent(
      /^Your application for ৳3,00,000.00 on Net 30 days is pending: we tell you when it is decided.$/,
    );
    expect(screen.getByText(/^Sent on 27 Nov(ember)? 2026\.$/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Credit limit you ask for (taka)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(api.sent('POST /api/companies/c1/credit-application')).toEqual([]);
  });

  it('an application for more credit waits beside the line it would change', async () => {
    renderPage([company('approver')], {
      'GET /api/companies/c1/invoices': () =>
        jsonResponse({
          ...books,
          application: {
            requestedLimitPoisha: 80_000_000,
            termsDays: 15,
            note: 'Eid stock',
            createdAt: '2026-11-27T05:00:00Z',
          },
        }),
    });
    const line = (await screen.findByRole('heading', { name: 'Credit line' })).parentElement!;
    expect(within(line).getByText('Limit').nextElementSibling).toHaveTextContent('৳5,00,000.00');
    expect(within(line).getByRole('status')).toHaveTextContent(
      'Your application for ৳8,00,000.00 on Net 15 days is pending',
    );
  });

  it("a second application (the server's 409) shows the one already pending", async () => {
    const { user } = renderPage([company('finance')], {
      'GET /api/companies/c1/invoices': () => jsonResponse({ credit: null, application: null, invoices: [] }),
      'POST /api/companies/c1/credit-application': () =>
        errorResponse(409, 'CONFLICT', 'An application is already open', { limit: 'Already open' }),
    });
    await user.type(await screen.findByLabelText('Credit limit you ask for (taka)'), '200000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'An application of this company is already pending.',
    );
  });

  it('an approver reads the line and the invoices but neither pays nor applies', async () => {
    renderPage([company('approver')]);
    expect(await screen.findByText('INV-C-20261001-0A1B2C3D')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by bKash' })).not.toBeInTheDocument();
  });

  it("is not a buyer's: they read who it is for, with the way to the company page", async () => {
    renderPage([company('buyer')]);
    expect(await screen.findByText(/are for its owner, finance and approvers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your company' })).toHaveAttribute('href', '/company');
  });

  it("says how the gateway's payment ended when the payer comes back", async () => {
    renderPage([company('owner')], {}, '/company/credit?payment=p1&status=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through');
  });
});
