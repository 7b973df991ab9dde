import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-factory';
import { renderApp } from '@/test/render-app';
import { makeReview } from '@/test/review-fixtures';

const buyer = makeUser({ name: 'Rahim Uddin' });
const line = (productId: string, productName: string) => ({
  productId,
  productName,
  productImage: '/uploads/seed/product-1.webp',
  productSku: 'SKU-1',
  quantity: 12,
  unitPrice: 100,
  lineTotal: 1200,
});
const delivered = makeOrder({
  _id: 'dddd4444-0000-4000-8000-000000000004',
  orderStatus: 'delivered',
  items: [line('p-fan', 'Desk fan'), line('p-box', 'Lunch box')],
});
const page = (orders = [delivered]) => jsonResponse({ orders, page: 1, limit: 10, hasMore: false });

describe('reviews on My Orders', () => {
  it('offers a Review per product of a delivered order, sends stars and text, then shows what was given', async () => {
    const user = userEvent.setup();
    let reviews = [makeReview({ productId: 'p-box', stars: 5 })];
    const api = mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page(),
        [`GET /api/orders/${delivered._id}/reviews`]: () =>
          jsonResponse({ reviews: reviews.map((r) => ({ ...r, removed: false })) }),
        [`POST /api/orders/${delivered._id}/reviews`]: (body) => {
          reviews = [...reviews, makeReview({ productId: 'p-fan', stars: Number(body?.stars) })];
          return jsonResponse({ acknowledged: true, review: reviews.at(-1) });
        },
      },
    });
    renderApp('/orders');
    expect(await screen.findByText('Reviewed: 5 stars')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Lunch box' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Review Desk fan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Desk fan' });
    // Stars are required: the form will not send without them.
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Your review (optional)'), 'Quiet and strong.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Thank you! Your review is published.',
    );
    expect(api.sent(`POST /api/orders/${delivered._id}/reviews`)).toEqual([
      { productId: 'p-fan', stars: 4, text: 'Quiet and strong.' },
    ]);
    expect(await screen.findByText('Reviewed: 4 stars')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    mockAuthApi({
      user: buyer,
      overrides: {
        'GET /api/myorder': () => page(),
        [`GET /api/orders/${delivered._id}/reviews`]: () => jsonResponse({ reviews: [] }),
        [`POST /api/orders/${delivered._id}/reviews`]: () =>
          errorResponse(409, 'CONFLICT', 'You have already reviewed this product for this order'),
      },
    });
    renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'Review Desk fan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Desk fan' });
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(
      await within(dialog).findByText('You have already reviewed this product for this order'),
    ).toBeInTheDocument();
  });

  it('offers no review before delivery', async () => {
    mockAuthApi({
      user: buyer,
      overrides: { 'GET /api/myorder': () => page([{ ...delivered, orderStatus: 'shipped' }]) },
    });
    renderApp('/orders');
    expect(await screen.findByText('Desk fan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
  });
});
