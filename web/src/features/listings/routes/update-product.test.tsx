import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });
const listing = makeProduct({
  _id: '11111111-1111-4111-8111-111111111111',
  productName: 'Steel lunch box',
  author: seller.email,
  authorName: seller.name,
  price: 1250,
  maxQuantity: 1200,
  minQuantity: 50,
  status: 'approved',
});
const route = `GET /api/product/${listing._id}`;

describe('update product page', () => {
  it("tells a signed-in user who is not the seller that they can't edit it, with no form", async () => {
    const stranger = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });
    const api = mockAuthApi({ user: stranger, overrides: { [route]: () => jsonResponse(listing) } });
    renderApp(`/update/${listing._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: "You can't edit this product" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only the seller who listed it or an administrator can change it.',
    );
    expect(screen.getByRole('link', { name: 'View the product' })).toHaveAttribute(
      'href',
      `/product/${listing._id}`,
    );
    expect(screen.queryByLabelText('Product Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Product' })).not.toBeInTheDocument();
    expect(api.sent(`PATCH /api/update/${listing._id}`)).toEqual([]);
  });

  it('prefills the form for the seller and sends only what changed', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({
      user: seller,
      overrides: {
        [route]: () => jsonResponse(listing),
        [`PATCH /api/update/${listing._id}`]: (body) =>
          jsonResponse({
            acknowledged: true,
            message: 'Product updated successfully',
            product: { ...listing, ...body, updatedAt: '2026-11-22T10:00:00.000Z' },
          }),
      },
    });
    renderApp(`/update/${listing._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Update Product' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Changing the name, description, images, brand or category sends the listing back to review; price and stock changes do not.',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Product Name')).toHaveValue('Steel lunch box');
    expect(screen.getByLabelText('Category')).toHaveValue(listing.categorySlug);
    expect(screen.getByRole('img', { name: 'Main image' })).toHaveAttribute('src', listing.image);

    const price = screen.getByLabelText('Price per Unit');
    expect(price).toHaveValue('1250');
    await user.clear(price);
    await user.type(price, '1300');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Product updated successfully',
    );
    expect(api.sent(`PATCH /api/update/${listing._id}`)).toEqual([{ price: 1300 }]);
    expect(screen.getByLabelText('Price per Unit')).toHaveValue('1300');
  });
});
