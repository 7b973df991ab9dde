import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeProduct } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { Providers } from './providers';
import { appRoutes } from './routes';

function renderApp(url: string) {
  mockFetch((u) =>
    u.pathname === '/api/session'
      ? jsonResponse({ user: null })
      : u.pathname === '/api/products/featured'
        ? jsonResponse({ products: [makeProduct({ productName: 'Office chair' })] })
        : jsonResponse({ products: [], page: 1, limit: 12, hasMore: false }),
  );
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [url] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the app shell', () => {
  it('shows the two-tone brand, the live nav links (Login when signed out) and a footer of real links', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Office chair' })).toBeInTheDocument();
    const brand = screen.getAllByRole('link', { name: 'BulkBazar home' })[0]!;
    expect([...brand.children].map((part) => part.textContent)).toEqual(['Bulk', 'Bazar']);

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await within(nav).findByRole('link', { name: 'Login' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'All Products', 'About', 'Login', 'Register']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const categories = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    // SEED.md's seven categories, then Food & Groceries (issue 28: the demo's rice sat under appliances).
    expect(categories).toHaveLength(8);
    expect(categories[0]).toHaveAttribute('href', '/category/electronics-gadgets');
    expect(categories[7]).toHaveAttribute('href', '/category/food-groceries');
    expect(categories[7]).toHaveTextContent('Food & Groceries');
  });

  it('loads pages lazily inside the layout, and answers unknown URLs with the 404 page', async () => {
    const router = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About BulkBazar' })).toBeInTheDocument();
    await router.navigate('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    await router.navigate('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('switches the theme and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('bulkbazar-theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('opens the mobile menu, and closes it with Escape or by following a link', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'All Products' }));
    expect(menu).not.toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });
});
