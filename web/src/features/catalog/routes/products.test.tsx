import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { fetchedUrls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Products, createLoader } from './products';

function renderProducts(url: string) {
  return renderRoutes(
    (queryClient) => [{ path: '/products', Component: Products, loader: createLoader(queryClient) }],
    url,
  );
}

const page = (products = [makeProduct()], hasMore = false, n = 1) =>
  jsonResponse({ products, page: n, limit: 12, hasMore });

describe('all products page', () => {
  it('offers the server\'s "did you mean" as a link that runs that search, keeping the other filters', async () => {
    mockFetch(() =>
      jsonResponse({ products: [makeProduct()], page: 1, limit: 12, hasMore: false, didYouMean: 'kettle' }),
    );
    renderProducts('/products?q=ketle&category=health-beauty');
    const link = await screen.findByRole('link', { name: 'kettle' });
    expect(link.closest('p')).toHaveTextContent('Did you mean kettle?');
    expect(link).toHaveAttribute('href', '/products?q=kettle&category=health-beauty');
  });

  it('says nothing of a correction when the server offers none', async () => {
    mockFetch(() => page([makeProduct({ productName: 'Glycerin soap' })]));
    renderProducts('/products?q=soap');
    expect(await screen.findByRole('heading', { name: 'Glycerin soap' })).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('reads its filters from the URL and asks the API for exactly them', async () => {
    const fetchSpy = mockFetch(() => page([makeProduct({ productName: 'Glycerin soap' })], true, 2));
    renderProducts(
      '/products?q=soap&category=health-beauty&minPrice=100&maxPrice=500.5&sort=price-asc&page=2',
    );

    expect(await screen.findByRole('heading', { name: 'Glycerin soap' })).toBeInTheDocument();
    const [url] = fetchedUrls(fetchSpy);
    expect(url!.pathname).toBe('/api/products');
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      q: 'soap',
      category: 'health-beauty',
      minPrice: '100',
      maxPrice: '500.5',
      sort: 'price-asc',
      view: 'card',
      page: '2',
      limit: '12',
    });

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('soap');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('health-beauty');
    expect(screen.getByRole('textbox', { name: 'Min price (৳)' })).toHaveValue('100');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/products?q=soap&category=health-beauty&minPrice=100&maxPrice=500.5&sort=price-asc&page=3',
    );
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute(
      'href',
      '/products?q=soap&category=health-beauty&minPrice=100&maxPrice=500.5&sort=price-asc',
    );
    await waitFor(() => expect(document.title).toBe('All products | BulkBazar'));
  });

  it('drops values a hand-edited URL gets wrong instead of failing', async () => {
    const fetchSpy = mockFetch(() => page());
    renderProducts('/products?page=abc&category=toys&q=tea&minPrice=');
    await screen.findByRole('heading', { level: 1, name: 'All products' });
    expect(Object.fromEntries(fetchedUrls(fetchSpy)[0]!.searchParams)).toEqual({
      q: 'tea',
      page: '1',
      limit: '12',
      // With words the default order is relevance (docs/decisions/0034-search-ranking.md).
      sort: 'relevance',
      view: 'card',
    });
  });

  it('writes a new search into the URL, back on page 1, and loads it', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch(() => page());
    const { router } = renderProducts('/products?page=3&sort=rating');
    const search = await screen.findByRole('searchbox', { name: 'Search' });

    await user.type(search, 'rice');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=rice&sort=rating'));
    // Typing also asks for suggestions (a debounced call that may come after Apply), so the
    // listing's request is picked by its path, not by being the last one.
    await waitFor(() => {
      const listing = fetchedUrls(fetchSpy).filter((url) => url.pathname === '/api/products');
      expect(listing.at(-1)!.searchParams.get('q')).toBe('rice');
      expect(listing.at(-1)!.searchParams.get('page')).toBe('1');
    });
  });

  it('refuses a price range whose maximum is below its minimum', async () => {
    const user = userEvent.setup();
    mockFetch(() => page());
    const { router } = renderProducts('/products');
    await user.type(await screen.findByRole('textbox', { name: 'Min price (৳)' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Max price (৳)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The maximum price must be at least the minimum price.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('takes prices typed in Bengali digits on the English page too (issue 28)', async () => {
    const user = userEvent.setup();
    mockFetch(() => page());
    const { router } = renderProducts('/products');
    await user.type(await screen.findByLabelText('Min price (৳)'), '৫০০');
    await user.type(screen.getByLabelText('Max price (৳)'), '১,২০০');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=500&maxPrice=1200'));
  });

  it('shows an empty state with a way to clear the filters', async () => {
    mockFetch(() => page([]));
    renderProducts('/products?q=unobtainium');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]).toHaveAttribute('href', '/products');
  });
});
