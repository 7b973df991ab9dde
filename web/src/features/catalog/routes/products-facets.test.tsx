import type { ProductFacets } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { fetchedUrls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Products, createLoader } from './products';

const facets: ProductFacets = {
  total: 3,
  partial: false,
  categories: [{ slug: 'food-groceries', count: 3 }],
  brands: [{ brand: 'Rashid', count: 2 }],
  priceBands: [
    { min: 500, max: 1999.99, count: 1 },
    { min: 50_000, max: null, count: 2 },
  ],
  sellers: [{ id: 'seller-1', name: 'Karim Traders', count: 3 }],
  options: [
    {
      name: 'Size',
      values: [
        { value: 'M', count: 2 },
        { value: 'L', count: 1 },
      ],
    },
    { name: 'Colour', values: [{ value: 'Red', count: 2 }] },
  ],
};

describe('the facets beside the results', () => {
  it('asks for the counts of the same words and filters, and links each to its filter', async () => {
    const fetchSpy = mockFetch((url) =>
      url.pathname === '/api/products/facets'
        ? jsonResponse(facets)
        : jsonResponse({ products: [makeProduct()], page: 1, limit: 12, hasMore: false }),
    );
    const routes = (queryClient: Parameters<typeof createLoader>[0]) => [
      { path: '/products', Component: Products, loader: createLoader(queryClient) },
    ];
    renderRoutes(routes, '/products?q=rice&sort=price-asc&page=2');
    const nav = await screen.findByRole('navigation', { name: 'Narrow the results' });
    const asked = fetchedUrls(fetchSpy).find((u) => u.pathname === '/api/products/facets')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'rice' });

    expect(within(nav).getByRole('link', { name: 'Food & Groceries' })).toHaveAttribute(
      'href',
      '/products?q=rice&category=food-groceries&sort=price-asc',
    );
    expect(within(nav).getByRole('link', { name: 'Rashid' })).toHaveAttribute(
      'href',
      '/products?q=rice&brand=Rashid&sort=price-asc',
    );
    expect(within(nav).getByRole('link', { name: 'Karim Traders' })).toHaveAttribute(
      'href',
      '/products?q=rice&seller=seller-1&sort=price-asc',
    );
    expect(within(nav).getByRole('link', { name: '৳500 – ৳2,000' })).toHaveAttribute(
      'href',
      '/products?q=rice&minPrice=500&maxPrice=1999.99&sort=price-asc',
    );
    expect(within(nav).getByRole('link', { name: '৳50,000 and up' })).toHaveAttribute(
      'href',
      '/products?q=rice&minPrice=50000&sort=price-asc',
    );
    expect(nav).toHaveTextContent('(3)');
  });

  it('links each option value (issue 30), keeping the other options chosen and replacing its own', async () => {
    const fetchSpy = mockFetch((url) =>
      url.pathname === '/api/products/facets'
        ? jsonResponse(facets)
        : jsonResponse({ products: [makeProduct()], page: 1, limit: 12, hasMore: false }),
    );
    const routes = (queryClient: Parameters<typeof createLoader>[0]) => [
      { path: '/products', Component: Products, loader: createLoader(queryClient) },
    ];
    renderRoutes(routes, '/products?q=shirt&option=Size:M&option=Colour:Red');
    const nav = await screen.findByRole('navigation', { name: 'Narrow the results' });
    // Both filters reach the list and the counts, each as its own `option`.
    for (const path of ['/api/products', '/api/products/facets']) {
      const asked = fetchedUrls(fetchSpy).find((u) => u.pathname === path)!;
      expect(asked.searchParams.getAll('option')).toEqual(['Size:M', 'Colour:Red']);
    }
    const size = within(nav).getByRole('heading', { name: 'Size' }).parentElement!;
    expect(within(size).getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'true');
    expect(within(size).getByRole('link', { name: 'L' })).toHaveAttribute(
      'href',
      '/products?q=shirt&option=Colour%3ARed&option=Size%3AL',
    );
    // "Any" of one option drops that option only.
    expect(within(size).getByRole('link', { name: 'Any' })).toHaveAttribute(
      'href',
      '/products?q=shirt&option=Colour%3ARed',
    );
  });
});
