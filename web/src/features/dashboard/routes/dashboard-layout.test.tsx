import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { adminUser, loadDashboardCode, renderDashboard } from '../testing';

const emptyStats = {
  totalRevenue: 0,
  unitsSold: 0,
  totalOrders: 0,
  productViews: 0,
  conversionRate: 0,
  averageOrderValue: 0,
  daily: [],
  recentOrders: [],
  topProducts: [],
};

beforeAll(loadDashboardCode, 120_000);

describe('dashboard access', () => {
  it("shows a signed-in user who is not an admin the 'Admins only' screen, and asks no admin API", async () => {
    const buyer = makeUser({ email: 'buyer@shop.com.bd', role: 'user' });
    const { sent } = renderDashboard('/dashboard/orders', () => jsonResponse({}), buyer);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText(/buyer@shop\.com\.bd is not an administrator account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(sent.map((r) => r.url.pathname)).toEqual(['/api/session']);
    // The title is set in an effect, after the page's first paint: wait for it.
    await waitFor(() => expect(document.title).toBe('Admins only | BulkBazar'));
  });

  it("shows the navbar's Dashboard link to admins only", async () => {
    renderDashboard('/about', () => undefined, adminUser());
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("hides the navbar's Dashboard link from other users", async () => {
    renderDashboard('/about', () => undefined, makeUser({ name: 'Karim Buyer', role: 'user' }));
    // Once the session is known (the avatar shows), the links for signed-in users are in place.
    await screen.findByRole('button', { name: 'Account menu for Karim Buyer' });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('gives a moderator only the listings, from the dashboard address, and no exports or finance', async () => {
    const moderator = makeUser({ name: 'Mina Moderator', role: 'user', roles: ['moderator'] });
    const { router } = renderDashboard(
      '/dashboard',
      (r) =>
        r.url.pathname === '/api/admin/products'
          ? jsonResponse({ products: [], page: 1, limit: 20, hasMore: false, total: 0, counts: {} })
          : undefined,
      moderator,
    );
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/allproducts'));
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/dashboard/allproducts', '/dashboard/synonyms', '/dashboard/verifications']);
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('sends a visitor who is signed out to the login page', async () => {
    const { router } = renderDashboard('/dashboard', () => jsonResponse({}), null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it("gives an admin SEED.md's sidebar and quick actions, with the four CSV exports", async () => {
    const user = userEvent.setup();
    renderDashboard(
      '/dashboard',
      (r) => (r.url.pathname === '/api/admin/stats' ? jsonResponse(emptyStats) : undefined),
      adminUser({ name: 'Nusrat Jahan' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Home' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Dashboard Home', '/dashboard'],
      ['All Users', '/dashboard/users'],
      ['All Products', '/dashboard/allproducts'],
      ['Search synonyms', '/dashboard/synonyms'],
      ['Verifications', '/dashboard/verifications'],
      ['Orders', '/dashboard/orders'],
      ['Payments', '/dashboard/payments'],
      ['Finance', '/dashboard/finance'],
      ['Credit book', '/dashboard/credit'],
      ['Quote requests', '/dashboard/rfqs'],
      ['Mail outbox', '/dashboard/outbox'],
      ['SMS outbox', '/dashboard/sms-outbox'],
      ['Content Management', '/dashboard/content'],
      ['Newsletter', '/dashboard/newsletter'],
      ['Audit trail', '/dashboard/audit'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'New Product' })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(screen.queryByRole('link', { name: 'Orders (CSV)' })).toBeNull();
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    expect(
      ['Orders (CSV)', 'Products (CSV)', 'Users (CSV)', 'Newsletter subscribers (CSV)'].map((name) =>
        screen.getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual([
      '/api/admin/export/orders.csv',
      '/api/admin/export/products.csv',
      '/api/admin/export/users.csv',
      '/api/admin/export/subscribers.csv',
    ]);
  });

  it('opens and closes the sidebar from the menu button on a phone', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard', (r) =>
      r.url.pathname === '/api/admin/stats' ? jsonResponse(emptyStats) : undefined,
    );
    const toggle = await screen.findByRole('button', { name: 'Dashboard menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
    await user.click(toggle);
    expect(panel).not.toHaveClass('hidden');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
