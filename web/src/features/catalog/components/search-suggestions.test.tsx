import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { fetchedUrls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Products, createLoader } from '../routes/products';

// Suggestions as you type on the catalog's search box (issue 34): asked of GET /api/search/suggest once two
// characters are typed, shown as links to the product, the brand's search and the category.
const suggestions = {
  products: [{ id: '7d1f8a52-0000-4000-8000-000000000001', name: 'মিনিকেট চাল ৫০ কেজি' }],
  brands: ['রশিদ'],
  categories: [{ slug: 'food-groceries', name: 'Food & Groceries' }],
};

describe('search suggestions', () => {
  it('suggests products, brands and categories as the buyer types, after two characters', async () => {
    const spy = mockFetch((url) =>
      url.pathname === '/api/search/suggest'
        ? jsonResponse(suggestions)
        : jsonResponse({ products: [makeProduct()], page: 1, limit: 12, hasMore: false, nextCursor: null }),
    );
    renderRoutes(
      (queryClient) => [{ path: '/products', Component: Products, loader: createLoader(queryClient) }],
      '/products',
    );
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'c');
    expect(screen.queryByRole('region', { name: 'Suggestions' })).toBeNull();
    await userEvent.type(box, 'hal');
    const region = await screen.findByRole('region', { name: 'Suggestions' });
    expect(region).toHaveTextContent('মিনিকেট চাল ৫০ কেজি');
    expect(screen.getByRole('link', { name: 'মিনিকেট চাল ৫০ কেজি' })).toHaveAttribute(
      'href',
      `/product/${suggestions.products[0]!.id}`,
    );
    expect(screen.getByRole('link', { name: 'রশিদ' })).toHaveAttribute(
      'href',
      '/products?q=%E0%A6%B0%E0%A6%B6%E0%A6%BF%E0%A6%A6',
    );
    expect(screen.getByRole('link', { name: 'Food & Groceries' })).toHaveAttribute(
      'href',
      '/products?category=food-groceries',
    );
    // Asked once the typing pauses, for what was typed then; never for a single character.
    const asked = () => fetchedUrls(spy).filter((u) => u.pathname === '/api/search/suggest');
    await waitFor(() => expect(asked().at(-1)!.searchParams.get('q')).toBe('chal'));
    expect(asked().every((u) => (u.searchParams.get('q') ?? '').length >= 2)).toBe(true);
  });

  it('shows nothing when the answer is not suggestions', async () => {
    mockFetch(() =>
      jsonResponse({ products: [makeProduct()], page: 1, limit: 12, hasMore: false, nextCursor: null }),
    );
    renderRoutes(
      (queryClient) => [{ path: '/products', Component: Products, loader: createLoader(queryClient) }],
      '/products',
    );
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'chal');
    expect(screen.queryByRole('region', { name: 'Suggestions' })).toBeNull();
  });
});
