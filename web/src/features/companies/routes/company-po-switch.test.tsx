import type { Company, CompanyMember } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component, createLoader } from './company';

// The company page's "Require a PO number on every order" (issue 31 item 3, decision 0041): the owner switches it
// through PUT /api/companies/:id/settings and sees it saved (or refused); a member only reads that it is on.
const company: Company = {
  id: 'c1',
  name: 'Akter Traders',
  tradeLicence: 'TRAD/DSCC/2023/04512',
  bin: '0012345670101',
  tin: '123456789012',
  location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
  address: 'Shop 14, Bongobazar Complex',
  role: 'owner',
  orderLimit: null,
  poRequired: false,
  createdAt: '2026-11-01T06:00:00Z',
};
const owner: CompanyMember = {
  userId: 'u-owner',
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  role: 'owner',
  orderLimit: null,
};

function renderPage(email: string, overrides: NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']) {
  const api = mockAuthApi({ user: makeUser({ name: 'Someone', email }), overrides });
  renderRoutes((qc) => [{ path: '/company', loader: createLoader(qc), Component }], '/company');
  return api;
}

describe("the company page's PO number switch", () => {
  it('the owner turns it on and off; each change is sent and said', async () => {
    const user = userEvent.setup();
    const api = renderPage('rahima@example.com', {
      'GET /api/companies/mine': () => jsonResponse({ companies: [company] }),
      'GET /api/companies/c1': () => jsonResponse({ company, members: [owner] }),
      'PUT /api/companies/c1/settings': (body) =>
        jsonResponse({ company: { ...company, poRequired: body?.poRequired }, members: [owner] }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Require a PO number on every order' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'A checkout for the company without a purchase order number is then refused.',
    );
    await user.click(toggle);
    const details = screen.getByRole('region', { name: 'Akter Traders' });
    expect(await within(details).findByRole('status')).toHaveTextContent(
      'Every order for this company needs a PO number.',
    );
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await within(details).findByRole('status')).toHaveTextContent(
      'A PO number is now optional on orders for this company.',
    );
    expect(toggle).not.toBeChecked();
    expect(api.sent('PUT /api/companies/c1/settings')).toEqual([{ poRequired: true }, { poRequired: false }]);
  });

  it("shows the server's refusal and leaves the switch as it was", async () => {
    const user = userEvent.setup();
    renderPage('rahima@example.com', {
      'GET /api/companies/mine': () => jsonResponse({ companies: [company] }),
      'GET /api/companies/c1': () => jsonResponse({ company, members: [owner] }),
      'PUT /api/companies/c1/settings': () =>
        errorResponse(403, 'FORBIDDEN', 'Only the company’s owner may change its settings'),
    });
    const toggle = await screen.findByRole('switch', { name: 'Require a PO number on every order' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the company’s owner may change its settings',
    );
    expect(toggle).not.toBeChecked();
  });

  it('a member has no switch, and reads that a PO number is required when it is', async () => {
    const member = { ...company, role: 'buyer' as const, orderLimit: 5_000_000, poRequired: true };
    renderPage('tanvir@example.com', {
      'GET /api/companies/mine': () => jsonResponse({ companies: [member] }),
      'GET /api/companies/c1': () => jsonResponse({ company: member, members: [owner] }),
    });
    expect(await screen.findByText('Every order for this company needs a PO number.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
