import type { Company } from '@bulkbazar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component, createLoader } from './company';

// The company page leads to the Invoices and credit page for those who read the books (owner, finance,
// approver), not for a buyer (issue 31 item 4).
const company = (role: Company['role']): Company => ({
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
});

function renderPage(role: Company['role']) {
  mockAuthApi({
    user: makeUser({ name: 'Rahima Akter', email: 'rahima@example.com' }),
    overrides: {
      'GET /api/companies/mine': () => jsonResponse({ companies: [company(role)] }),
      'GET /api/companies/c1': () =>
        jsonResponse({
          company: company(role),
          members: [
            { userId: 'u1', name: 'Rahima Akter', email: 'rahima@example.com', role, orderLimit: null },
          ],
        }),
    },
  });
  renderRoutes((qc) => [{ path: '/company', loader: createLoader(qc), Component }], '/company');
}

describe("the company page's way to the invoices and credit", () => {
  it.each(['owner', 'finance', 'approver'] as const)('is there for the %s', async (role) => {
    renderPage(role);
    expect(await screen.findByRole('link', { name: 'Invoices and credit' })).toHaveAttribute(
      'href',
      '/company/credit',
    );
  });

  it('is not there for a buyer', async () => {
    renderPage('buyer');
    expect(await screen.findByRole('heading', { level: 2, name: 'Akter Traders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoices and credit' })).not.toBeInTheDocument();
  });
});
