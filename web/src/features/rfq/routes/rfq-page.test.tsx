import type { Quote, Rfq, RfqDetail } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
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
  productId: 'p1',
  productName: 'Anker 20W charger',
  unitPrice: 240,
  quantity: 500,
  lineTotal: 120_000,
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

describe('a request page (/rfqs/:id)', () => {
  it('shows the buyer the quotes side by side, and Accept places the order with the address', async () => {
    const user = userEvent.setup();
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
        [`GET /api/rfqs/${RFQ_ID}`]: () =>
          jsonResponse(
            detail({
              quotes,
              threads: [{ sellerId: 'seller-1', sellerName: 'Karim Traders', messageCount: 0 }],
            }),
          ),
        [`GET /api/rfqs/${RFQ_ID}/messages`]: noMessages,
        'POST /api/quotes/q1/accept': () =>
          jsonResponse({
            acknowledged: true,
            order: makeOrder({ _id: 'aaaa1111-0000-4000-8000-00000000beef' }),
          }),
        'GET /api/myorder': () => jsonResponse({ orders: [], page: 1, limit: 10, hasMore: false }),
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
    await user.type(within(dialog).getByLabelText('Shipping Address'), 'House 7, Road 3, Mirpur, Dhaka');
    await user.type(within(dialog).getByLabelText(/Phone/), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    await waitFor(() =>
      expect(sent('POST /api/quotes/q1/accept')).toEqual([
        {
          shippingAddress: 'House 7, Road 3, Mirpur, Dhaka',
          phoneNumber: '+8801712345678',
          paymentMethod: 'cod',
        },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
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
              threads: [{ sellerId: 'seller-1', sellerName: 'Karim Traders', messageCount: 0 }],
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
    expect(price).toHaveValue(240);
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
