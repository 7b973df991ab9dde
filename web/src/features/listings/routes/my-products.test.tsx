import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const seller = makeUser({ email: 'karim@traders.com.bd' });

describe('my products page', () => {
  it("lists the seller's own listings with their status, reason, price, stock, MOQ and Dhaka date", async () => {
    const products = [
      makeProduct({
        productName: 'Rice cooker',
        status: 'pending',
        price: 2400,
        maxQuantity: 300,
        minQuantity: 10,
      }),
      makeProduct({
        productName: 'Desk fan',
        status: 'rejected',
        rejectionReason: 'The photo shows another product',
        publishDate: '2026-11-21T16:40:05.000Z',
      }),
    ];
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/myproducts': () => jsonResponse({ products, page: 1, limit: 20, hasMore: false }),
      },
    });
    renderApp('/myproducts');

    expect(await screen.findByRole('heading', { level: 1, name: 'My products' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Rice cooker');
    expect(within(rows[0]!).getByText('Pending review')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('৳2,400.00');
    expect(rows[0]).toHaveTextContent('300');
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Reason: The photo shows another product');
    expect(rows[1]).toHaveTextContent('21 November 2026 at 22:40:05');
    expect(screen.getByRole('link', { name: 'Edit Rice cooker' })).toHaveAttribute(
      'href',
      `/update/${products[0]!._id}`,
    );
    expect(screen.getByRole('link', { name: 'View Desk fan' })).toHaveAttribute(
      'href',
      `/product/${products[1]!._id}`,
    );
    expect(api.spy.mock.calls.some(([url]) => String(url) === '/api/myproducts?page=1&limit=20')).toBe(true);
  });

  it('deletes a listing after asking, and the list loads again without it', async () => {
    const user = userEvent.setup();
    let products = [makeProduct({ productName: 'Rice cooker' }), makeProduct({ productName: 'Desk fan' })];
    mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/myproducts': () => jsonResponse({ products, page: 1, limit: 20, hasMore: false }),
        [`DELETE /api/delete/${products[1]!._id}`]: () => {
          products = products.slice(0, 1);
          return jsonResponse({
            acknowledged: true,
            deletedCount: 1,
            message: 'Product deleted successfully',
          });
        },
      },
    });
    renderApp('/myproducts');
    await user.click(await screen.findByRole('button', { name: 'Delete Desk fan' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Desk fan?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Product deleted successfully',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('button', { name: 'Delete Rice cooker' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Desk fan' })).not.toBeInTheDocument(),
    );
  });

  it('shows an empty state with a way to add the first product, and no sample data', async () => {
    mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/myproducts': () => jsonResponse({ products: [], page: 1, limit: 20, hasMore: false }),
      },
    });
    renderApp('/myproducts');
    expect(
      await screen.findByRole('heading', { name: 'You have not listed any products yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/addproduct',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
