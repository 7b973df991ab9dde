import type { Company, SavedAddress } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// Shipping to a company address (issue 31 item 1): buying for a company offers its shared addresses beside the
// buyer's own; one chosen is sent as companyAddressId with the company (never addressId); buying for oneself
// drops it again; the server's refusal naming companyAddressId shows at the choice.

const COMPANY_ID = '6f1c1a52-8a0e-4a53-9f57-0d7c2e1b9a11';
const buyer = makeUser({ name: 'Tanvir Hasan', email: 'tanvir@example.com' });
const cart = makeCart([
  makeCartGroup({ name: 'Karim Traders' }, [makeCartLine({ quantity: 24, unitPrice: 150 })]),
]);
const company: Company = {
  id: COMPANY_ID,
  name: 'Akter Traders',
  tradeLicence: 'TRAD/DSCC/2023/04512',
  bin: '0012345670101',
  tin: '123456789012',
  location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
  address: 'Shop 14, Bongobazar Complex',
  role: 'buyer',
  orderLimit: null,
  poRequired: false,
  createdAt: '2026-11-01T04:00:00.000Z',
};
const mine: SavedAddress = {
  _id: 'address-home',
  label: 'Home',
  shippingAddress: 'House 3, Road 5, Mirpur',
  location: null,
  phoneNumber: '+8801712345678',
  createdAt: '2026-11-01T04:00:00.000Z',
};
const warehouse: SavedAddress = {
  _id: '0b6f7c1e-3d2a-4f5b-9c8d-7e6f5a4b3c2d',
  label: 'Dhaka warehouse',
  shippingAddress: 'Plot 9, Tejgaon I/A',
  location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
  phoneNumber: '+8801898765432',
  createdAt: '2026-11-02T04:00:00.000Z',
};

function open(checkout: () => Response) {
  const api = mockAuthApi({
    user: buyer,
    overrides: {
      'GET /api/cart': () => jsonResponse(cart),
      'GET /api/me/addresses': () => jsonResponse({ addresses: [mine] }),
      'GET /api/companies/mine': () => jsonResponse({ companies: [company] }),
      [`GET /api/companies/${COMPANY_ID}/addresses`]: () => jsonResponse({ addresses: [warehouse] }),
      'POST /api/checkout': checkout,
    },
  });
  return { api, user: userEvent.setup(), ...renderApp('/checkout') };
}

const placed = () =>
  jsonResponse({
    acknowledged: true,
    checkoutId: 'checkout-1',
    orders: [makeOrder({ orderStatus: 'pending', totalPrice: 3600 })],
    total: 3600,
    status: 'placed',
  });

describe('shipping to a company address', () => {
  it('offers the company’s addresses when buying for it, and sends the chosen one with the company', async () => {
    const { api, user } = open(placed);
    const buyFor = await screen.findByLabelText('Buy for');
    expect(screen.queryByRole('group', { name: 'Akter Traders’s addresses' })).not.toBeInTheDocument();
    await user.selectOptions(buyFor, 'Akter Traders');
    const group = await screen.findByRole('group', { name: 'Akter Traders’s addresses' });
    await user.click(within(group).getByRole('radio', { name: /Dhaka warehouse/ }));
    // The buyer's own stays on offer beside it.
    expect(screen.getByRole('radio', { name: /Home/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.sent('POST /api/checkout')).toHaveLength(1));
    const [body] = api.sent('POST /api/checkout');
    expect(body).toMatchObject({ companyId: COMPANY_ID, companyAddressId: warehouse._id });
    expect(body).not.toHaveProperty('addressId');
    expect(body).not.toHaveProperty('shippingAddress');
  });

  it('buying for oneself again drops the company address for the buyer’s own', async () => {
    const { api, user } = open(placed);
    const buyFor = await screen.findByLabelText('Buy for');
    await user.selectOptions(buyFor, 'Akter Traders');
    await user.click(await screen.findByRole('radio', { name: /Dhaka warehouse/ }));
    await user.selectOptions(buyFor, 'Myself');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Dhaka warehouse/ })).toBeNull());
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.sent('POST /api/checkout')).toHaveLength(1));
    const [body] = api.sent('POST /api/checkout');
    expect(body).toMatchObject({ addressId: 'address-home' });
    expect(body).not.toHaveProperty('companyAddressId');
  });

  it('shows the server’s refusal of the company address at the choice', async () => {
    const message = 'Choose one of the company’s addresses';
    const { user } = open(() => errorResponse(404, 'NOT_FOUND', message, { companyAddressId: message }));
    await user.selectOptions(await screen.findByLabelText('Buy for'), 'Akter Traders');
    await user.click(await screen.findByRole('radio', { name: /Dhaka warehouse/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
