import type { CheckoutPayment, Company, PaymentOptions, Quote, Rfq, RfqDetail } from '@bulkbazar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { choosePlace } from '@/test/places';
import { renderApp } from '@/test/render-app';

const RFQ_ID = '11111111-0000-4000-8000-000000000001';
const rfq: Rfq = {
  _id: RFQ_ID,
  kind: 'category',
  buyerName: 'Rahima Begum',
  productId: null,
  productName: null,
  productImage: null,
  productSellerId: null,
  category: 'electronics-gadgets',
  title: 'USB-C chargers, 20W',
  quantity: 500,
  targetPrice: 250,
  neededBy: '2026-12-20',
  note: 'BSTI marked',
  status: 'open',
  closesAt: '2026-12-05T04:00:00.000Z',
  createdAt: '2026-11-21T04:00:00.000Z',
  quoteCount: 2,
  acceptedQuoteId: null,
  hidden: null,
};
const quote = (over: Partial<Quote>): Quote => ({
  _id: 'q1',
  rfqId: RFQ_ID,
  sellerId: 'seller-1',
  sellerName: 'Karim Traders',
  sellerVerified: false,
  productId: 'p1',
  productName: 'Anker 20W charger',
  unitPrice: 240,
  quantity: 500,
  lineTotal: 120_000,
  delivery: { dhaka_city: 350, dhaka_suburbs: 450, elsewhere: 600 },
  validUntil: '2026-11-30T17:59:59.999Z',
  note: 'Delivery in 5 days',
  revision: 1,
  expired: false,
  orderId: null,
  createdAt: '2026-11-22T04:00:00.000Z',
  updatedAt: '2026-11-22T04:00:00.000Z',
  ...over,
});
const detail = (over: Partial<RfqDetail>): RfqDetail => ({
  rfq,
  viewerRole: 'buyer',
  quotes: [],
  threads: [],
  ...over,
});
const noMessages = () => jsonResponse({ messages: [], page: 1, limit: 100, hasMore: false });
/** What the accept dialog reads besides the request: payment options, saved addresses, the site's texts. */
const accepting = (
  options: PaymentOptions = { online: [], codAdvance: null, holdMinutes: 15 },
): Record<string, () => Response> => ({
  [`GET /api/rfqs/${RFQ_ID}/messages`]: noMessages,
  'GET /api/payments/options': () => jsonResponse(options),
  'GET /api/me/addresses': () => jsonResponse({ addresses: [] }),
  'GET /api/content': () => jsonResponse({ heroTitle: 'Welcome', heroSubtitle: 'Wholesale', faq: [] }),
  'GET /api/myorder': () => jsonResponse({ orders: [], page: 1, limit: 10, hasMore: false }),
});

describe('a request page (/rfqs/:id)', () => {
  it('shows the buyer the quotes side by side, and Accept places the order with the address and its place', async () => {
    const user = userEvent.setup();
    const ORDER_ID = 'aaaa1111-0000-4000-8000-00000000beef';
    const state = { accepted: false };
    const quotes = [
      quote({}),
      quote({
        _id: 'q2',
        sellerId: 'seller-2',
        sellerName: 'Dhaka Gadgets',
        unitPrice: 255,
        lineTotal: 127_500,
        expired: true,
      }),
    ];
    const { sent } = mockAuthApi({
      user: makeUser({ name: 'Rahima Begum' }),
      overrides: {
        ...accepting(),
        [`GET /api/rfqs/${RFQ_ID}`]: () =>
          jsonResponse(
            detail({
              rfq: { ...rfq, status: state.accepted ? 'accepted' : 'open' },
              quotes: state.accepted ? [{ ...quotes[0]!, orderId: ORDER_ID }, quotes[1]!] : quotes,
              threads: [
                { sellerId: 'seller-1', sellerName: 'Karim Traders', sellerVerified: false, messageCount: 0 },
              ],
            }),
          ),
        'POST /api/quotes/q1/accept': () => {
          // As the server: the request read again says the quote is accepted.
          state.accepted = true;
          return jsonResponse({ acknowledged: true, order: makeOrder({ _id: ORDER_ID }) });
        },
      },
    });
    renderApp(`/rfqs/${RFQ_ID}`);
    const table = await screen.findByRole('table', { name: 'Quotes compared' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Karim Traders');
    expect(rows[0]).toHaveTextContent('৳240.00');
    expect(rows[0]).toHaveTextContent('lowest');
    expect(rows[0]).toHaveTextContent('৳1,20,000.00');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Accept the quote of Dhaka Gadgets' }),
    ).toBeDisabled();
    expect(screen.getByRole('region', { name: 'With Karim Traders' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept the quote of Karim Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    // Cash on delivery, and no advance: the payment options have no online gateway.
    expect(within(dialog).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(dialog).toHaveTextContent('The delivery charge shows once you choose where it goes.');
    // A typed address is not kept: accepting a quote saves no address.
    expect(within(dialog).queryByLabelText('Save this address as…')).not.toBeInTheDocument();
    await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi']);
    expect(dialog).toHaveTextContent('Delivery (Inside Dhaka city)৳350.00');
    expect(dialog).toHaveTextContent('Total৳1,20,350.00');
    await user.type(within(dialog).getByLabelText('Shipping Address'), 'House 7, Road 3, Mirpur, Dhaka');
    await user.type(within(dialog).getByLabelText(/Phone/), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    await waitFor(() =>
      expect(sent('POST /api/quotes/q1/accept')).toEqual([
        {
          shippingAddress: 'House 7, Road 3, Mirpur, Dhaka',
          location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
          phoneNumber: '+8801712345678',
          paymentMethod: 'cod',
        },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('asks cash on delivery above the admin’s amount for its advance, and goes to the gateway to pay it', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const payment: CheckoutPayment = {
      gateway: 'bkash',
      purpose: 'advance',
      amount: 12_035,
      redirectUrl: 'https://sandbox.bka.sh/checkout/pay?paymentID=TR0011quote',
      holdExpiresAt: '2026-11-21T16:55:00.000Z',
    };
    let accepted = false;
    const { sent } = mockAuthApi({
      user: makeUser({ name: 'Rahima Begum' }),
      overrides: {
        ...accepting({
          online: ['bkash_online'],
          codAdvance: { percent: 10, above: 50_000 },
          holdMinutes: 15,
        }),
        [`GET /api/rfqs/${RFQ_ID}`]: () =>
          jsonResponse(detail({ quotes: [quote(accepted ? { orderId: 'order-1' } : {})] })),
        'POST /api/quotes/q1/accept': () => {
          accepted = true;
          return jsonResponse({
            acknowledged: true,
            order: makeOrder({ _id: 'order-1', orderStatus: 'awaiting_payment' }),
            payment,
          });
        },
      },
    });
    renderApp(`/rfqs/${RFQ_ID}/accept/q1`);
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    await choosePlace(user, ['Dhaka', 'Dhaka', 'Savar']);
    // ৳1,20,000 of goods and ৳450 to the suburbs: 10% of ৳1,20,450 in advance.
    expect(within(dialog).getByText(/in advance online/)).toHaveTextContent(
      'Cash on delivery above ৳50,000.00 pays 10% (৳12,045.00) in advance online',
    );
    await user.type(within(dialog).getByLabelText('Shipping Address'), 'Shop 9, Savar Bazar');
    await user.type(within(dialog).getByLabelText(/Phone/), '01712345678');
    const how = within(dialog).getByRole('group', { name: 'Pay the advance with' });
    await user.click(within(how).getByRole('radio', { name: 'bKash (online)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payment.redirectUrl));
    expect(sent('POST /api/quotes/q1/accept')).toEqual([
      {
        shippingAddress: 'Shop 9, Savar Bazar',
        location: { division: 'Dhaka', district: 'Dhaka', area: 'Savar' },
        phoneNumber: '+8801712345678',
        paymentMethod: 'cod',
        advanceMethod: 'bkash_online',
      },
    ]);
    expect(await within(dialog).findByText('Taking you to bKash…')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('offers no Buy for: a quote’s order is the buyer’s own, even for the owner of a company with credit', async () => {
    const user = userEvent.setup();
    const company: Company = {
      id: '6f1c1a52-8a0e-4a53-9f57-0d7c2e1b9a11',
      name: 'Karnaphuli Traders',
      tradeLicence: 'TRAD/CCC/2024/118',
      bin: '0012345678901',
      tin: '123456789012',
      location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
      address: '12 Khatunganj Road',
      role: 'owner',
      orderLimit: null,
      poRequired: false,
      credit: { availablePoisha: 50_000_000, termsDays: 30, overdue: false },
      createdAt: '2026-11-01T04:00:00.000Z',
    };
    const { sent } = mockAuthApi({
      user: makeUser({ name: 'Rahima Begum' }),
      overrides: {
        ...accepting(),
        'GET /api/companies/mine': () => jsonResponse({ companies: [company] }),
        [`GET /api/companies/${company.id}/addresses`]: () => jsonResponse({ addresses: [] }),
        [`GET /api/rfqs/${RFQ_ID}`]: () => jsonResponse(detail({ quotes: [quote({})] })),
        'POST /api/quotes/q1/accept': () =>
          jsonResponse({ acknowledged: true, order: makeOrder({ _id: 'order-1' }) }),
      },
    });
    renderApp(`/rfqs/${RFQ_ID}/accept/q1`);
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    // The companies have been answered (and the answer rendered) before the choice's absence means anything.
    await waitFor(() => expect(sent('GET /api/companies/mine').length).toBeGreaterThan(0));
    await act(async () => {});
    expect(within(dialog).queryByLabelText('Buy for')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Karnaphuli Traders' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/PO number/)).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('radio', { name: 'Pay on invoice (trade credit)' }),
    ).not.toBeInTheDocument();
    await choosePlace(user, ['Dhaka', 'Dhaka', 'Dhanmondi']);
    await user.type(within(dialog).getByLabelText('Shipping Address'), 'House 7, Road 3, Mirpur, Dhaka');
    await user.type(within(dialog).getByLabelText(/Phone/), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(sent('POST /api/quotes/q1/accept')).toHaveLength(1));
    expect(sent('POST /api/quotes/q1/accept')[0]).not.toHaveProperty('companyId');
    expect(sent(`GET /api/companies/${company.id}/addresses`)).toEqual([]);
  });

  it('sends a quote that can no longer be accepted back to the request’s page', async () => {
    mockAuthApi({
      user: makeUser({ name: 'Rahima Begum' }),
      overrides: {
        ...accepting(),
        [`GET /api/rfqs/${RFQ_ID}`]: () => jsonResponse(detail({ quotes: [quote({ expired: true })] })),
      },
    });
    renderApp(`/rfqs/${RFQ_ID}/accept/q1`);
    expect(await screen.findByRole('table', { name: 'Quotes compared' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a seller their own quote, the form to revise it and the thread with the buyer', async () => {
    const user = userEvent.setup();
    const { sent } = mockAuthApi({
      user: makeUser({ name: 'Karim Traders' }),
      overrides: {
        [`GET /api/rfqs/${RFQ_ID}`]: () =>
          jsonResponse(
            detail({
              viewerRole: 'seller',
              rfq: { ...rfq, kind: 'product', productId: 'p1', productSellerId: 'seller-1' },
              quotes: [quote({})],
              threads: [
                { sellerId: 'seller-1', sellerName: 'Karim Traders', sellerVerified: false, messageCount: 0 },
              ],
            }),
          ),
        [`GET /api/rfqs/${RFQ_ID}/messages`]: noMessages,
        [`POST /api/rfqs/${RFQ_ID}/messages`]: (body) =>
          jsonResponse({
            acknowledged: true,
            message: {
              _id: 'm1',
              rfqId: RFQ_ID,
              sellerId: 'seller-1',
              authorName: 'Karim Traders',
              mine: true,
              text: String(body?.text),
              createdAt: '2026-11-22T05:00:00.000Z',
              hidden: null,
            },
          }),
        [`POST /api/rfqs/${RFQ_ID}/quotes`]: () =>
          jsonResponse({ acknowledged: true, quote: quote({ revision: 2 }) }),
      },
    });
    renderApp(`/rfqs/${RFQ_ID}`);
    expect(await screen.findByRole('heading', { name: 'Your quote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    const price = screen.getByLabelText('Unit price (৳)');
    expect(price).toHaveValue('240');
    await user.clear(price);
    await user.type(price, '235');
    await user.click(screen.getByRole('button', { name: 'Revise quote' }));
    await waitFor(() =>
      expect(sent(`POST /api/rfqs/${RFQ_ID}/quotes`)[0]).toMatchObject({ unitPrice: 235, quantity: 500 }),
    );

    const thread = screen.getByRole('region', { name: 'With the buyer, Rahima Begum' });
    await user.type(within(thread).getByLabelText('Your message'), 'আমরা ৫০০ পিস দিতে পারব');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent(`POST /api/rfqs/${RFQ_ID}/messages`)).toEqual([
        { text: 'আমরা ৫০০ পিস দিতে পারব', sellerId: 'seller-1' },
      ]),
    );
  });
});
