import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { withNoReviews } from '@/test/review-fixtures';
import { Component as ProductDetails, createLoader, ErrorBoundary } from './product-details';

function renderDetails(url: string) {
  return renderRoutes(
    (queryClient) => [
      { path: '/product/:id', Component: ProductDetails, ErrorBoundary, loader: createLoader(queryClient) },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    url,
  );
}

describe('product details page', () => {
  it('shows the product with its seller, Dhaka publish time and category link', async () => {
    const product = makeProduct({
      _id: 'p-1',
      productName: 'Steel lunch box',
      category: 'Home & Kitchen Appliances',
      categorySlug: 'home-kitchen-appliances',
      authorName: 'Karim Steel Works',
      publishDate: '2026-11-21T16:40:05Z',
      content: 'Food-grade steel.\nThree compartments.',
    });
    const fetchSpy = mockFetch(withNoReviews(() => jsonResponse(product)));
    renderDetails('/product/p-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Steel lunch box' })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/product/p-1');
    expect(screen.getByText('Karim Steel Works')).toBeInTheDocument();
    expect(screen.getByText('21 November 2026 at 22:40:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home & Kitchen Appliances' })).toHaveAttribute(
      'href',
      '/category/home-kitchen-appliances',
    );
    expect(screen.getByText('Min. order: 50 pcs')).toBeInTheDocument();
    // The price per unit, and again in the quote of the MOQ under the quantity.
    expect(screen.getAllByText('৳1,250.00')).toHaveLength(2);
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('৳62,500.00');
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(await screen.findByText('You will be asked to sign in first.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Steel lunch box | BulkBazar'));
  });

  it('shows the description once when the details begin with it', async () => {
    // Issue 28: the demo's details (and many a seller's) repeat the description, then add the packing.
    const description = 'Hand-picked Miniket rice in 50 kg sacks.';
    mockFetch(
      withNoReviews(() =>
        jsonResponse(makeProduct({ description, content: `${description}\n\nPacking: woven sacks.` })),
      ),
    );
    renderDetails('/product/p-2');
    expect(await screen.findByText(/Packing: woven sacks/)).toBeInTheDocument();
    expect(screen.getAllByText(/Hand-picked Miniket rice/)).toHaveLength(1);
  });

  it('leaves out the details when they only repeat the description', async () => {
    const description = 'Strong jute bags.';
    mockFetch(withNoReviews(() => jsonResponse(makeProduct({ description, content: ` ${description} ` }))));
    renderDetails('/product/p-3');
    expect(await screen.findByText(description)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Product details' })).not.toBeInTheDocument();
  });

  it('switches the main image when a thumbnail is chosen', async () => {
    const user = userEvent.setup();
    mockFetch(
      withNoReviews(() =>
        jsonResponse(
          makeProduct({ productName: 'Fan', image: '/uploads/a.webp', extraimages: ['/uploads/b.webp'] }),
        ),
      ),
    );
    renderDetails('/product/x');
    const main = await screen.findByRole('img', { name: 'Fan, image 1 of 2' });
    expect(main).toHaveAttribute('src', '/uploads/a.webp');
    // The page's largest paint: sized, fetched at once and first.
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Fan, image 2 of 2' })).toHaveAttribute('src', '/uploads/b.webp');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Product not found" when the API answers 404', async () => {
    mockFetch(
      withNoReviews(() =>
        jsonResponse({ acknowledged: false, code: 'NOT_FOUND', message: 'Product not found' }, 404),
      ),
    );
    renderDetails('/product/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all products' })).toHaveAttribute('href', '/products');
  });

  it('shows the error with a retry when the server fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch(
      withNoReviews(() => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ acknowledged: false, code: 'INTERNAL', message: 'Internal server error' }, 500)
          : jsonResponse(makeProduct({ productName: 'Back again' }));
      }),
    );
    renderDetails('/product/p');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
  });

  it('sends a signed-out buyer to sign in with the checkout of this product and quantity as where to come back to', async () => {
    const user = userEvent.setup();
    mockFetch(
      withNoReviews((url) =>
        url.pathname === '/api/session'
          ? jsonResponse({ user: null })
          : jsonResponse(makeProduct({ _id: 'p-1', productName: 'Steel lunch box' })),
      ),
    );
    const { router } = renderDetails('/product/p-1');
    await screen.findByText('You will be asked to sign in first.');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/product/p-1/checkout?quantity=50',
    );
  });
});
