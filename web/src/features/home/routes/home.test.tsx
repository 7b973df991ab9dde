import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { fetchedUrls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Home, createLoader } from './home';

const featured = [
  makeProduct({
    productName: 'Walton 32" LED TV',
    category: 'Electronics & Gadgets',
    categorySlug: 'electronics-gadgets',
  }),
  makeProduct({
    productName: 'Aloe face wash (box of 24)',
    category: 'Health & Beauty',
    categorySlug: 'health-beauty',
    price: 2400.5,
  }),
];

function renderHome() {
  return renderRoutes((queryClient) => [{ path: '/', Component: Home, loader: createLoader(queryClient) }]);
}

describe('home page', () => {
  it('shows the hero and the featured products the API returns, with a tile per category', async () => {
    const fetchSpy = mockFetch((url) =>
      url.pathname === '/api/products/featured'
        ? jsonResponse({ products: featured })
        : jsonResponse({}, 500),
    );
    renderHome();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to BulkBazar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeInTheDocument();
    expect(screen.getByText('Explore our exclusive collection of products')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Walton 32" LED TV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aloe face wash (box of 24)' })).toBeInTheDocument();
    expect(screen.getByText('৳2,400.50')).toBeInTheDocument();

    const tiles = within(screen.getByRole('navigation', { name: 'Featured categories' })).getAllByRole(
      'link',
    );
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Electronics & Gadgets', '/category/electronics-gadgets'],
      ['Health & Beauty', '/category/health-beauty'],
    ]);
    // The site content failed (500 above), so the catalog's own texts stand in.
    expect(screen.getByText(/Premium products at wholesale prices/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1. How long does delivery take?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(new Set(fetchedUrls(fetchSpy).map((url) => url.pathname))).toEqual(
      new Set(['/api/products/featured', '/api/content']),
    );
    await waitFor(() => expect(document.title).toBe('Home | BulkBazar'));
  });

  it('shows the hero texts and the FAQ an admin saved (GET /api/content), in their order', async () => {
    mockFetch((url) =>
      url.pathname === '/api/content'
        ? jsonResponse({
            heroTitle: 'Eid stock is in at {brand}',
            heroSubtitle: 'Order before the 20th for delivery before Eid.',
            faq: [
              { question: 'Do you deliver to Sylhet?', answer: 'Yes, in 3 business days.' },
              { question: 'Can I pay with bKash?', answer: 'Yes: enter the transaction id at checkout.' },
            ],
          })
        : jsonResponse({ products: featured }),
    );
    renderHome();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eid stock is in at BulkBazar' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Order before the 20th for delivery before Eid.')).toBeInTheDocument();
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    expect(faq.getAllByRole('button').map((question) => question.textContent)).toEqual([
      '1. Do you deliver to Sylhet?',
      '2. Can I pay with bKash?',
    ]);
    expect(faq.getByText('Yes, in 3 business days.')).toBeVisible();
    expect(faq.getByText(/enter the transaction id/)).not.toBeVisible();
    expect(screen.queryByText(/How long does delivery take/)).not.toBeInTheDocument();
  });

  it('says so when there is nothing to feature yet', async () => {
    mockFetch(() => jsonResponse({ products: [] }));
    renderHome();
    expect(await screen.findByText('No products on show yet')).toBeInTheDocument();
  });

  it('sends the newsletter address and shows what the server answered', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch((url) =>
      url.pathname === '/api/newsletter'
        ? jsonResponse(
            { acknowledged: false, code: 'NOT_FOUND', message: 'Route POST:/api/newsletter not found' },
            404,
          )
        : jsonResponse({ products: featured }),
    );
    renderHome();

    await user.type(await screen.findByPlaceholderText('Enter your email'), 'buyer@shop.com.bd');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Route POST:/api/newsletter not found')).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls.find(([input]) => String(input) === '/api/newsletter')!;
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'buyer@shop.com.bd' }) });
  });
});
