import type { Company, CompanyMember } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { choosePlace } from '@/test/places';
import { renderRoutes } from '@/test/render-routes';
import { Component, createLoader } from './company';

// The company page (issue 31 item 1): with no company, the create form, the server's refusals under the fields
// they name; with one, its members — managed by the owner (role, order limit in taka, remove, transfer, invite),
// only read by a member, who may leave.
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
  createdAt: '2026-11-01T06:00:00Z',
};
const owner: CompanyMember = {
  userId: 'u-owner',
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  role: 'owner',
  orderLimit: null,
};
const buyer: CompanyMember = {
  userId: 'u-buyer',
  name: 'Tanvir Hasan',
  email: 'tanvir@example.com',
  role: 'buyer',
  orderLimit: 5_000_000,
};

function renderPage(email: string, overrides: NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']) {
  const api = mockAuthApi({ user: makeUser({ name: 'Someone', email }), overrides });
  renderRoutes((qc) => [{ path: '/company', loader: createLoader(qc), Component }], '/company');
  return api;
}

describe('the company page', () => {
  it('with no company, creates one and shows the fields the server refuses under them', async () => {
    const user = userEvent.setup();
    let created = false;
    const api = renderPage('rahima@example.com', {
      'GET /api/companies/mine': () => jsonResponse({ companies: created ? [company] : [] }),
      'GET /api/companies/c1': () => jsonResponse({ company, members: [owner] }),
      'POST /api/companies': (body) => {
        if (body?.bin === '0012345670101') {
          created = true;
          return jsonResponse({ company }, 201);
        }
        return errorResponse(400, 'VALIDATION_FAILED', 'The BIN is exactly 13 digits', {
          bin: 'The BIN is exactly 13 digits',
          'location.division': 'Choose a place from the list',
        });
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Create a company' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Trade name'), 'Akter Traders');
    await user.type(screen.getByLabelText('Trade licence number'), 'TRAD/DSCC/2023/04512');
    await user.type(screen.getByLabelText('BIN (13 digits)'), '00123');
    await user.type(screen.getByLabelText('TIN (12 digits)'), '123456789012');
    await user.type(screen.getByLabelText('Address'), 'Shop 14, Bongobazar Complex');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));

    const bin = screen.getByLabelText('BIN (13 digits)');
    await waitFor(() => expect(bin).toHaveAccessibleDescription(/The BIN is exactly 13 digits/));
    expect(bin).toHaveAttribute('aria-invalid', 'true');
    expect(bin).toHaveFocus();
    // The place's refusal (whichever level it names) shows under the upazila/thana list.
    expect(screen.getByLabelText('Upazila / thana')).toHaveAccessibleDescription(
      'Choose a place from the list',
    );
    expect(screen.getByLabelText('TIN (12 digits)')).toHaveAttribute('aria-invalid', 'false');
    expect(api.sent('POST /api/companies')[0]).toEqual({
      name: 'Akter Traders',
      tradeLicence: 'TRAD/DSCC/2023/04512',
      bin: '00123',
      tin: '123456789012',
      address: 'Shop 14, Bongobazar Complex',
      location: { division: '', district: '', area: '' },
    });

    await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi']);
    await user.clear(bin);
    await user.type(bin, '0012345670101');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Akter Traders' })).toBeInTheDocument();
    expect(api.sent('POST /api/companies')[1]).toMatchObject({
      bin: '0012345670101',
      location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
    });
    expect(screen.getByText('Your role: Owner')).toBeInTheDocument();
  });

  it("lets the owner change a member's role and order limit in taka, and invite by e-mail", async () => {
    const user = userEvent.setup();
    const api = renderPage('rahima@example.com', {
      'GET /api/companies/mine': () => jsonResponse({ companies: [company] }),
      'GET /api/companies/c1': () => jsonResponse({ company, members: [owner, buyer] }),
      'PUT /api/companies/c1/members/u-buyer': (body) =>
        jsonResponse({
          company,
          members: [owner, { ...buyer, role: body?.role, orderLimit: body?.orderLimit }],
        }),
      'POST /api/companies/c1/invitations': (body) =>
        jsonResponse(
          {
            invitation: { id: 'i1', email: body?.email, role: body?.role, expiresAt: '2026-12-06T00:00:00Z' },
          },
          201,
        ),
    });
    const members = await screen.findByRole('region', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // "(you)" once the session is known (the route guard waits for it in the app).
    await waitFor(() => expect(rows[0]).toHaveTextContent('Rahima Akter (you)'));
    expect(rows[0]).toHaveTextContent('Role:Owner');
    expect(rows[0]).toHaveTextContent('Order limit:No limit');
    // The owner's own row has nothing to change: ownership moves only by a transfer.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('tanvir@example.com');
    expect(rows[1]).toHaveTextContent('Order limit:৳50,000.00');

    const limit = within(rows[1]!).getByLabelText('Order limit of Tanvir Hasan in taka');
    expect(limit).toHaveValue('50000');
    await user.clear(limit);
    await user.type(limit, '75,000');
    await user.selectOptions(within(rows[1]!).getByLabelText('Role of Tanvir Hasan'), 'Approver');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Save' }));
    expect(await within(members).findByRole('status')).toHaveTextContent(
      'Saved: Tanvir Hasan is Approver, ৳75,000.00.',
    );
    expect(api.sent('PUT /api/companies/c1/members/u-buyer')).toEqual([
      { role: 'approver', orderLimit: 7_500_000 },
    ]);
    expect(within(members).getAllByRole('listitem')[1]).toHaveTextContent('Order limit:৳75,000.00');

    const invite = screen.getByRole('region', { name: 'Invite a member' });
    await user.type(within(invite).getByLabelText('E-mail'), 'nusrat@example.com');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'Finance');
    await user.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(invite).findByRole('status')).toHaveTextContent(
      'Invitation sent to nusrat@example.com.',
    );
    expect(api.sent('POST /api/companies/c1/invitations')).toEqual([
      { email: 'nusrat@example.com', role: 'finance' },
    ]);
  });

  it('shows a member the list without the owner’s controls, and lets them leave', async () => {
    const user = userEvent.setup();
    let left = false;
    const api = renderPage('tanvir@example.com', {
      'GET /api/companies/mine': () =>
        jsonResponse({ companies: left ? [] : [{ ...company, role: 'buyer', orderLimit: 5_000_000 }] }),
      'GET /api/companies/c1': () =>
        jsonResponse({
          company: { ...company, role: 'buyer', orderLimit: 5_000_000 },
          members: [owner, buyer],
        }),
      'DELETE /api/companies/c1/members/u-buyer': () => {
        left = true;
        return new Response(null, { status: 204 });
      },
    });
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(screen.getByText(/Your role: Buyer/)).toHaveTextContent('Your order limit: ৳50,000.00');
    await waitFor(() =>
      expect(within(members).getAllByRole('listitem')[1]).toHaveTextContent('Tanvir Hasan (you)'),
    );
    for (const name of ['Save', 'Remove', 'Make owner'])
      expect(within(members).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(members).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite a member' })).not.toBeInTheDocument();

    await user.click(within(members).getByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave Akter Traders?');
    await user.click(within(dialog).getByRole('button', { name: 'Leave the company' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You left Akter Traders.');
    expect(screen.getByRole('heading', { level: 2, name: 'Create a company' })).toBeInTheDocument();
    expect(api.spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
