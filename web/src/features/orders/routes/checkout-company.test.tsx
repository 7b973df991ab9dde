import type { Company } from '@bulkbazar/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// Company checkout (issue 31, decision 0041): "Buy for" oneself or a company one buys for, its PO number, and a
// checkout over the buyer's limit said to wait for an approver.

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const cart = makeCart([
  makeCartGroup({ name: 'Karim Traders' }, [makeCartLine({ quantity: 24, unitPrice: 150 })]),
]);
const company = (overrides: Partial<Company>): Company => ({
  id: '6f1c1a52-8a0e-4a53-9f57-0d7c2e1b9a11',
  name: 'Karnaphuli Traders',
  tradeLicence: 'TRAD/CCC/2024/118',
  bin: '0012345678901',
  tin: '123456789012',
  location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
  address: '12 Khatunganj Road',
  role: 'buyer',
  orderLimit: 100_000,
  poRequired: true,
  createdAt: '2026-11-01T04:00:00.000Z',
  ...overrides,
});
const address = {
  _id: 'address-shop',
  label: 'Shop',
  shippingAddress: 'Shop 4, New Market, Chattogram',
  phoneNumber: '+8801712345678',
  createdAt: '2026-11-01T04:00:00.000Z',
};

function open(companies: Company[]) {
  const api = mockAuthApi({
    user: buyer,
    overrides: {
      'GET /api/cart': () => jsonResponse(cart),
      'GET /api/me/addresses': () => jsonResponse({ addresses: [address] }),
      'GET /api/companies/mine': () => jsonResponse({ companies }),
      'POST /api/checkout': () =>
        jsonResponse(
          {
            acknowledged: true,
            checkoutId: 'checkout-1',
            orders: [makeOrder({ orderStatus: 'awaiting_approval', totalPrice: 3600 })],
            total: 3600,
            status: 'awaiting_approval',
          },
          202,
        ),
    },
  });
  return { api, user: userEvent.setup(), ...renderApp('/checkout') };
}

describe('buying for a company', () => {
  it('offers the companies one buys for, sends the company and its PO number, and says the order waits', async () => {
    const approverOnly = company({
      id: '7a2d2b63-9b1f-4b64-8a68-1e8d3f2c0b22',
      name: 'Other Ltd',
      role: 'approver',
    });
    const { api, user } = open([company({}), approverOnly]);
    const buyFor = await screen.findByLabelText('Buy for');
    expect([...buyFor.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Myself',
      'Karnaphuli Traders',
    ]);
    expect(screen.queryByLabelText(/PO number/)).not.toBeInTheDocument();
    await user.selectOptions(buyFor, 'Karnaphuli Traders');
    expect(screen.getByText(/Over your order limit of ৳1,000/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('PO number (required by this company)'), 'PO-2026/118');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(api.sent('POST /api/checkout')).toEqual([
        expect.objectContaining({
          addressId: 'address-shop',
          companyId: '6f1c1a52-8a0e-4a53-9f57-0d7c2e1b9a11',
          poNumber: 'PO-2026/118',
        }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Sent for approval' })).toBeInTheDocument();
  });

  it('shows no choice to someone who buys for no company, and sends none', async () => {
    const { api, user } = open([company({ role: 'finance' })]);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.sent('POST /api/checkout')).toHaveLength(1));
    expect(screen.queryByLabelText('Buy for')).not.toBeInTheDocument();
    expect(api.sent('POST /api/checkout')[0]).not.toHaveProperty('companyId');
  });
});
