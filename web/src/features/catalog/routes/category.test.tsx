import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { fetchedUrls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as CategoryPage, createLoader, ErrorBoundary } from './category';
import { legacyCategoryLoader } from './legacy-category';

function renderCategory(url: string) {
  return renderRoutes(
    (queryClient) => [
      { path: '/category/:slug', Component: CategoryPage, ErrorBoundary, loader: createLoader(queryClient) },
      { path: '/productcetagory', loader: legacyCategoryLoader, element: null },
      { path: '/products', Component: () => <h1>All products</h1> },
    ],
    url,
  );
}

describe('category page', () => {
  it('lists the category from the API, titled with its name, with pagination', async () => {
    const fetchSpy = mockFetch(() =>
      jsonResponse({
        products: [makeProduct({ productName: 'Car wax' })],
        page: 2,
        limit: 12,
        hasMore: false,
      }),
    );
    renderCategory('/category/automotive-parts-accessories?page=2&q=ignored');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automotive Parts & Accessories' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Car wax' })).toBeInTheDocument();
    const params = Object.fromEntries(fetchedUrls(fetchSpy)[0]!.searchParams);
    expect(params).toMatchObject({ category: 'automotive-parts-accessories', page: '2' });
    expect(params.q).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute(
      'href',
      '/category/automotive-parts-accessories',
    );
    await waitFor(() => expect(document.title).toBe('Automotive Parts & Accessories | BulkBazar'));
  });

  it('shows an empty state when the category has no products yet', async () => {
    mockFetch(() => jsonResponse({ products: [], page: 1, limit: 12, hasMore: false }));
    renderCategory('/category/office-supplies-stationery');
    expect(await screen.findByText('No products in this category yet')).toBeInTheDocument();
  });

  it('answers an unknown slug with a not-found state, without calling the API', async () => {
    const fetchSpy = mockFetch(() => jsonResponse({}));
    renderCategory('/category/toys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("redirects SEED.md's /productcetagory to the category named in the query, or to all products", async () => {
    mockFetch(() => jsonResponse({ products: [], page: 1, limit: 12, hasMore: false }));
    const { router } = renderCategory('/productcetagory?category=Health%20%26%20Beauty');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health & Beauty' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/health-beauty');

    await router.navigate('/productcetagory');
    expect(router.state.location.pathname).toBe('/products');
  });
});
