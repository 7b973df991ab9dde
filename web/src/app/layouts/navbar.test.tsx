import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { jsonResponse } from '@/test/fetch-mock';
import { makeUser } from '@/test/factories';
import { renderApp } from '@/test/render-app';

const rahim = makeUser({ name: 'Rahim Uddin', email: 'rahim@shop.com.bd' });

describe('navbar account area', () => {
  it('shows an avatar with the name as its tooltip and a Profile / seller links / Logout menu when signed in', async () => {
    const user = userEvent.setup();
    mockAuthApi({ user: rahim });
    const { router } = renderApp('/about');

    const avatar = await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' });
    expect(avatar).toHaveAttribute('title', 'Rahim Uddin');
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'RU');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(avatar);
    const menu = screen.getByRole('menu', { name: 'Your account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My company', 'My products', 'Add product', 'Finance', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: opens on Enter, moves with the arrows, closes on Escape', async () => {
    const user = userEvent.setup();
    mockAuthApi({ user: rahim });
    renderApp('/about');
    const avatar = await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' });

    avatar.focus();
    await user.keyboard('{Enter}');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My company' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('signs out from the menu: the server session ends and Login comes back', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({ user: rahim });
    const { router } = renderApp('/user/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-out')).toHaveLength(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('puts the account in the mobile menu too', async () => {
    const user = userEvent.setup();
    mockAuthApi({ user: rahim });
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('rahim@shop.com.bd');
    expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    expect(within(account).getByRole('link', { name: 'My company' })).toHaveAttribute('href', '/company');
    expect(within(account).getByRole('link', { name: 'My products' })).toHaveAttribute('href', '/myproducts');
    expect(within(account).getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/addproduct');
    expect(within(account).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'href',
      '/myproducts/finance',
    );
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("offers the approvals inbox in both menus to a company's owner or approver, not to its buyer", async () => {
    const user = userEvent.setup();
    const company = (role: string) => ({ id: `c-${role}`, name: 'Akter Traders', role, orderLimit: null });
    let roles = ['buyer', 'approver'];
    mockAuthApi({
      user: rahim,
      overrides: { 'GET /api/companies/mine': () => jsonResponse({ companies: roles.map(company) }) },
    });
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' }));
    const menu = screen.getByRole('menu', { name: 'Your account' });
    expect(await within(menu).findByRole('menuitem', { name: 'Approvals' })).toHaveAttribute(
      'href',
      '/approvals',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile',
      'My company',
      'Approvals',
      'Invoices and credit',
      'My products',
      'Add product',
      'Finance',
      'Logout',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/approvals');
    roles = ['buyer'];
    cleanup();
    const api = mockAuthApi({
      user: rahim,
      overrides: { 'GET /api/companies/mine': () => jsonResponse({ companies: roles.map(company) }) },
    });
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const phone = screen.getByRole('region', { name: 'Your account' });
    // The companies have been answered (and the answer rendered) before the link's absence means anything.
    await vi.waitFor(() => expect(api.sent('GET /api/companies/mine')).toHaveLength(1));
    await act(async () => {});
    expect(within(phone).getByRole('link', { name: 'My company' })).toBeInTheDocument();
    expect(within(phone).queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument();
  });

  it("offers Invoices and credit in both menus to a company's owner, finance or approver, not to its buyer", async () => {
    const user = userEvent.setup();
    const company = (role: string) => ({ id: `c-${role}`, name: 'Akter Traders', role, orderLimit: null });
    let roles = ['finance'];
    const answering = () => ({
      user: rahim,
      overrides: { 'GET /api/companies/mine': () => jsonResponse({ companies: roles.map(company) }) },
    });
    mockAuthApi(answering());
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' }));
    const menu = screen.getByRole('menu', { name: 'Your account' });
    expect(await within(menu).findByRole('menuitem', { name: 'Invoices and credit' })).toHaveAttribute(
      'href',
      '/company/credit',
    );
    // Finance reads the books but decides no approvals.
    expect(within(menu).queryByRole('menuitem', { name: 'Approvals' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Invoices and credit' })).toHaveAttribute(
      'href',
      '/company/credit',
    );

    for (const role of ['owner', 'approver']) {
      roles = [role];
      cleanup();
      mockAuthApi(answering());
      renderApp('/about');
      await user.click(await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' }));
      const shown = screen.getByRole('menu', { name: 'Your account' });
      expect(await within(shown).findByRole('menuitem', { name: 'Invoices and credit' })).toBeInTheDocument();
    }

    roles = ['buyer'];
    cleanup();
    const api = mockAuthApi(answering());
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const phone = screen.getByRole('region', { name: 'Your account' });
    // The companies have been answered (and the answer rendered) before the link's absence means anything.
    await vi.waitFor(() => expect(api.sent('GET /api/companies/mine')).toHaveLength(1));
    await act(async () => {});
    expect(within(phone).getByRole('link', { name: 'My company' })).toBeInTheDocument();
    expect(within(phone).queryByRole('link', { name: 'Invoices and credit' })).not.toBeInTheDocument();
  });

  it('shows Login and no avatar when signed out', async () => {
    mockAuthApi({ user: null });
    renderApp('/about');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('offers Register beside Login when signed out (issue 28: a new visitor had no way to it)', async () => {
    mockAuthApi({ user: null });
    renderApp('/about');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await within(nav).findByRole('link', { name: 'Login' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
