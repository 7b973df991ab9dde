import type { Company, CompanyMember, SavedAddress } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { choosePlace } from '@/test/places';
import { renderRoutes } from '@/test/render-routes';
import { Component, createLoader } from './company';

// The company page's Addresses (issue 31 item 1): the owner adds (with the place pickers), edits and removes the
// company's delivery addresses; a member reads them; the server's refusals show at the field or in the alert.
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
const shop: SavedAddress = {
  _id: 'a1',
  label: 'Chattogram shop',
  shippingAddress: 'Shop 4, Khatunganj',
  location: { division: 'Chattogram', district: 'Chattogram', area: 'Double Mooring' },
  phoneNumber: '+8801812345678',
  createdAt: '2026-11-02T06:00:00Z',
};

function renderPage(
  role: Company['role'],
  overrides: NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides'],
) {
  const api = mockAuthApi({
    user: makeUser({ name: 'Someone', email: 'rahima@example.com' }),
    overrides: {
      'GET /api/companies/mine': () => jsonResponse({ companies: [{ ...company, role }] }),
      'GET /api/companies/c1': () => jsonResponse({ company: { ...company, role }, members: [owner] }),
      ...overrides,
    },
  });
  renderRoutes((qc) => [{ path: '/company', loader: createLoader(qc), Component }], '/company');
  return api;
}

const section = () => screen.findByRole('region', { name: 'Addresses' });

describe("the company page's addresses", () => {
  it('the owner adds one with its place, edits it and removes it; each change is said', async () => {
    const user = userEvent.setup();
    let list: SavedAddress[] = [];
    const api = renderPage('owner', {
      'GET /api/companies/c1/addresses': () => jsonResponse({ addresses: list }),
      'POST /api/companies/c1/addresses': () => {
        list = [shop];
        return jsonResponse({ addresses: list });
      },
      'PUT /api/companies/c1/addresses/a1': (body) => {
        list = [{ ...shop, label: String(body?.label) }];
        return jsonResponse({ addresses: list });
      },
      'DELETE /api/companies/c1/addresses/a1': () => {
        list = [];
        return jsonResponse({ addresses: list });
      },
    });
    const box = await section();
    expect(await within(box).findByText('The company has no delivery address yet.')).toBeInTheDocument();

    await user.type(within(box).getByLabelText(/Address name/), 'Chattogram shop');
    await choosePlace(user, ['Chattogram', 'Chattogram', 'Double Mooring'], box);
    await user.type(within(box).getByLabelText('Address'), 'Shop 4, Khatunganj');
    await user.type(within(box).getByLabelText(/Phone number/), '01812345678');
    await user.click(within(box).getByRole('button', { name: 'Add address' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Chattogram shop is added.');
    expect(api.sent('POST /api/companies/c1/addresses')).toEqual([
      {
        label: 'Chattogram shop',
        shippingAddress: 'Shop 4, Khatunganj',
        phoneNumber: '+8801812345678',
        location: { division: 'Chattogram', district: 'Chattogram', area: 'Double Mooring' },
      },
    ]);
    expect(within(box).getByText('Shop 4, Khatunganj, Double Mooring, Chattogram')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Edit the address Chattogram shop' }));
    const name = within(box).getAllByLabelText(/Address name/)[0]!;
    expect(name).toHaveValue('Chattogram shop');
    await user.clear(name);
    await user.type(name, 'Main shop');
    await user.click(within(box).getByRole('button', { name: 'Save changes' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Main shop is saved.');
    expect(api.sent('PUT /api/companies/c1/addresses/a1')).toEqual([
      expect.objectContaining({
        label: 'Main shop',
        location: { division: 'Chattogram', district: 'Chattogram', area: 'Double Mooring' },
      }),
    ]);

    await user.click(within(box).getByRole('button', { name: 'Remove the address Main shop' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove Main shop?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Main shop is removed.');
    expect(within(box).getByText('The company has no delivery address yet.')).toBeInTheDocument();
  });

  it('shows a refused field under it and keeps the form filled', async () => {
    const user = userEvent.setup();
    renderPage('owner', {
      'GET /api/companies/c1/addresses': () => jsonResponse({ addresses: [] }),
      'POST /api/companies/c1/addresses': () =>
        errorResponse(409, 'CONFLICT', 'A company can keep at most 20 addresses: delete one first', {
          label: 'A company can keep at most 20 addresses: delete one first',
        }),
    });
    const box = await section();
    await user.type(await within(box).findByLabelText(/Address name/), 'Warehouse');
    await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi'], box);
    await user.type(within(box).getByLabelText('Address'), 'Plot 9, Tejgaon I/A');
    await user.type(within(box).getByLabelText(/Phone number/), '01712345678');
    await user.click(within(box).getByRole('button', { name: 'Add address' }));
    expect(
      await within(box).findByText('A company can keep at most 20 addresses: delete one first'),
    ).toBeInTheDocument();
    expect(within(box).getByLabelText(/Address name/)).toHaveValue('Warehouse');
  });

  it('a member reads the addresses without ways to change them', async () => {
    renderPage('buyer', {
      'GET /api/companies/c1/addresses': () => jsonResponse({ addresses: [shop] }),
    });
    const box = await section();
    expect(await within(box).findByText('Chattogram shop')).toBeInTheDocument();
    expect(
      within(box).getByText('Delivery addresses you can choose at checkout when buying for the company.'),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(within(box).queryByLabelText(/Address name/)).toBeNull();
  });
});
