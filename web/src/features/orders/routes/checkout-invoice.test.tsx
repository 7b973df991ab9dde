import type { Company } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';

// Pay on invoice (issue 31 item 4): offered only when buying for a company with trade credit, with what is left
// and the terms; closed with the reason and the credit page's link while an invoice is overdue; the server's
// refusal of the credit shows at the payment method.

const buyer = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
const cart = makeCart([
  makeCartGroup({ name: 'Karim Traders' }, [makeCartLine({ quantity: 24, unitPrice: 150 })]),
]);
const COMPANY_ID = '6f1c1a52-8a0e-4a53-9f57-0d7c2e1b9a11';
const company = (credit: Company['credit']): Company => ({
  id: COMPANY_ID,
  name: 'Karnaphuli Traders',
  tradeLicence: 'TRAD/CCC/2024/118',
  bin: '0012345678901',
  tin: '123456789012',
  location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
  address: '12 Khatunganj Road',
  role: 'owner',
  orderLimit: null,
  poRequired: false,
  credit,
  createdAt: '2026-11-01T04:00:00.000Z',
});
const address = {
  _id: 'address-shop',
  label: 'Shop',
  shippingAddress: 'Shop 4, New Market, Chattogram',
  phoneNumber: '+8801712345678',
  createdAt: '2026-11-01T04:00:00.000Z',
};

function open(companies: Company[], checkout?: () => Response) {
  const api = mockAuthApi({
    user: buyer,
    overrides: {
      'GET /api/cart': () => jsonResponse(cart),
      'GET /api/me/addresses': () => jsonResponse({ addresses: [address] }),
      'GET /api/companies/mine': () => jsonResponse({ companies }),
      'POST /api/checkout': () =>
        checkout?.() ??
        jsonResponse(
          {
            acknowledged: true,
            checkoutId: 'checkout-1',
            orders: [makeOrder({ orderStatus: 'pending', totalPrice: 3600 })],
            total: 3600,
            status: 'placed',
          },
          201,
        ),
    },
  });
  return { api, user: userEvent.setup(), ...renderApp('/checkout') };
}

const invoiceOption = () => screen.queryByRole('radio', { name: 'Pay on invoice (trade credit)' });

describe('Pay on invoice at checkout', () => {
  it('is offered for a company with credit, says what is left and the terms, and sends the method with the company', async () => {
    const { api, user } = open([company({ availablePoisha: 123_456_750, termsDays: 30, overdue: false })]);
    const buyFor = await screen.findByLabelText('Buy for');
    // Buying for oneself, a person never pays on invoice.
    expect(invoiceOption()).not.toBeInTheDocument();
    await user.selectOptions(buyFor, 'Karnaphuli Traders');
    await user.click(invoiceOption()!);
    expect(screen.getByText('Available credit ৳12,34,567.50 · due in 30 days')).toBeInTheDocument();
    const reads = api.sent('GET /api/companies/mine').length;
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(api.sent('POST /api/checkout')).toEqual([
        expect.objectContaining({ paymentMethod: 'invoice', companyId: COMPANY_ID }),
      ]),
    );
    // The credit left is less now: the companies (Buy for's credit, the credit page) are read afresh.
    await waitFor(() => expect(api.sent('GET /api/companies/mine').length).toBeGreaterThan(reads));
  });

  it('goes back to cash on delivery when the buyer switches to buying for themself', async () => {
    const { user } = open([company({ availablePoisha: 5_000_000, termsDays: 15, overdue: false })]);
    await user.selectOptions(await screen.findByLabelText('Buy for'), 'Karnaphuli Traders');
    await user.click(invoiceOption()!);
    await user.selectOptions(screen.getByLabelText('Buy for'), 'Myself');
    expect(invoiceOption()).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  });

  it('is not offered for a company without credit', async () => {
    const { user } = open([company(null)]);
    await user.selectOptions(await screen.findByLabelText('Buy for'), 'Karnaphuli Traders');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeInTheDocument();
    expect(invoiceOption()).not.toBeInTheDocument();
  });

  it('is closed while an invoice is overdue, saying why, with the way to the credit page', async () => {
    const { user } = open([company({ availablePoisha: 5_000_000, termsDays: 30, overdue: true })]);
    await user.selectOptions(await screen.findByLabelText('Buy for'), 'Karnaphuli Traders');
    expect(invoiceOption()).toBeDisabled();
    const reason = screen.getByText(/Pay on invoice is closed while an invoice is overdue/);
    expect(within(reason).getByRole('link', { name: 'Invoices and credit' })).toHaveAttribute(
      'href',
      '/company/credit',
    );
  });

  it("shows the server's refusal of the credit at the payment method", async () => {
    const refusal = 'Credit available ৳2,000.00';
    const { user } = open([company({ availablePoisha: 200_000, termsDays: 30, overdue: false })], () =>
      errorResponse(422, 'VALIDATION_FAILED', refusal, { paymentMethod: refusal }),
    );
    await user.selectOptions(await screen.findByLabelText('Buy for'), 'Karnaphuli Traders');
    await user.click(invoiceOption()!);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const group = screen.getByRole('group', { name: 'Payment Method' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(refusal);
  });
});
