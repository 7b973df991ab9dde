import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { makeReview, reviewPage } from '@/test/review-fixtures';
import { Component as ProductDetails, createLoader, ErrorBoundary } from './product-details';

const product = makeProduct({
  _id: 'p-1',
  productName: 'Desk fan',
  rating: 4.5,
  reviewCount: 2,
  sellerId: 'seller-7',
  authorName: 'Karim Traders',
  sellerRating: 4.2,
  sellerReviewCount: 31,
});
const answered = makeReview({
  productId: 'p-1',
  buyerName: 'Rahima Begum',
  stars: 5,
  text: 'Quiet at night.',
  reply: { text: 'Thank you, Rahima!', at: '2026-11-21T06:00:00.000Z' },
});
const open = makeReview({ productId: 'p-1', buyerName: 'Tanvir Ahmed', stars: 4, text: 'Good value.' });

function renderProduct(user: ReturnType<typeof makeUser> | null, overrides = {}) {
  const api = mockAuthApi({
    user,
    overrides: {
      'GET /api/product/p-1': () => jsonResponse(product),
      'GET /api/product/p-1/reviews': () => jsonResponse(reviewPage([open, answered], { rating: 4.5 })),
      ...overrides,
    },
  });
  renderRoutes(
    (queryClient) => [
      { path: '/product/:id', Component: ProductDetails, ErrorBoundary, loader: createLoader(queryClient) },
    ],
    '/product/p-1',
  );
  return api;
}

describe("the product page's reviews", () => {
  it('shows the stars and count, each review with its buyer, and the seller linked with their rating', async () => {
    renderProduct(null);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toHaveTextContent(
      '4.5 (2)',
    );
    expect(await within(section).findByText('Quiet at night.')).toBeInTheDocument();
    expect(within(section).getByText('Reply from the seller').nextElementSibling).toHaveTextContent(
      'Thank you, Rahima!',
    );
    expect(within(section).getByText(/^Tanvir Ahmed on /)).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karim Traders' })).toHaveAttribute('href', '/seller/seller-7');
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5 from 31 reviews' })).toBeInTheDocument();
    // A shopper may neither reply nor remove.
    expect(within(section).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it("lets the product's seller reply once to a review without a reply", async () => {
    const user = userEvent.setup();
    const api = renderProduct(makeUser({ _id: 'seller-7' }), {
      [`POST /api/reviews/${open._id}/reply`]: () => jsonResponse({ acknowledged: true, review: open }),
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await screen.findByText('Good value.');
    const replies = within(section).getAllByRole('button', { name: 'Reply' });
    expect(replies).toHaveLength(1); // the answered review has none
    await user.click(replies[0]!);
    // The reply form loads when opened.
    await user.click(await within(section).findByRole('button', { name: 'Send reply' }));
    expect(await within(section).findByText('Write a reply')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Your reply'), 'Glad it helps your shop.');
    await user.click(within(section).getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() =>
      expect(api.sent(`POST /api/reviews/${open._id}/reply`)).toEqual([{ text: 'Glad it helps your shop.' }]),
    );
  });

  it('lets an admin remove a review with a reason', async () => {
    const user = userEvent.setup();
    const api = renderProduct(makeUser({ role: 'admin' }), {
      [`DELETE /api/reviews/${answered._id}`]: () => jsonResponse({ acknowledged: true }),
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await screen.findByText('Quiet at night.');
    await user.click(within(section).getAllByRole('button', { name: 'Remove' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this review?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Written by a competitor');
    await user.click(within(dialog).getByRole('button', { name: 'Remove review' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'The review is removed.',
    );
    expect(api.sent(`DELETE /api/reviews/${answered._id}`)).toEqual([{ reason: 'Written by a competitor' }]);
  });
});
