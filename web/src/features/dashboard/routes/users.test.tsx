import type { User } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { adminUser, renderDashboard, type Sent } from '../testing';

function usersServer(users: User[]) {
  const store = users.map((u) => ({ ...u }));
  return (request: Sent) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === '/api/users') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = store.filter((u) => !q || u.name.toLowerCase().includes(q) || u.email.includes(q));
      return jsonResponse({
        users: rows,
        page: Number(url.searchParams.get('page')),
        limit: 20,
        hasMore: false,
      });
    }
    const act = /^\/api\/admin\/users\/([^/]+)\/(role|block|unblock)$/.exec(url.pathname);
    if (method === 'POST' && act) {
      const user = store.find((u) => u._id === act[1])!;
      if (act[2] === 'role') user.role = (request.body as { role: User['role'] }).role;
      else user.banned = act[2] === 'block';
      return jsonResponse({ user });
    }
    return undefined;
  };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('dashboard users', () => {
  it('lists avatar, name, email, role, status and the joining date in Dhaka time', async () => {
    const me = adminUser({ name: 'Nusrat Admin' });
    const rahim = makeUser({
      name: 'Rahim Uddin',
      email: 'rahim@shop.com.bd',
      createdAt: '2026-01-14T19:30:00.000Z',
      banned: true,
    });
    renderDashboard('/dashboard/users', usersServer([me, rahim]), me);
    await screen.findByRole('table', { name: 'All Users' });
    const cells = within(rowOf('Rahim Uddin'))
      .getAllByRole('cell')
      // The avatar's initials are drawn by CSS from data-initials (a picture, not text: avatar.tsx).
      .map(
        (cell) => cell.querySelector('[data-initials]')?.getAttribute('data-initials') ?? cell.textContent,
      );
    // 19:30 UTC on the 14th is the 15th in Dhaka.
    expect(cells.slice(0, 6)).toEqual([
      'RU',
      'rahim@shop.com.bd',
      'User',
      'Blocked',
      '15 January 2026',
      'Make adminUnblockStaff rolesAdministratorModeratorSupportFinanceSave roles',
    ]);
  });

  it("disables role and block on the admin's own row", async () => {
    const me = adminUser({ name: 'Nusrat Admin' });
    renderDashboard('/dashboard/users', usersServer([me, makeUser({ name: 'Rahim Uddin' })]), me);
    await screen.findByRole('table', { name: 'All Users' });
    const own = within(rowOf('Nusrat Admin'));
    expect(own.getByText('You')).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Remove admin' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Block' })).toBeDisabled();
    expect(within(rowOf('Rahim Uddin')).getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it('promotes and blocks after a confirmation', async () => {
    const user = userEvent.setup();
    const rahim = makeUser({ name: 'Rahim Uddin' });
    const { requests } = renderDashboard('/dashboard/users', usersServer([adminUser(), rahim]));
    await screen.findByRole('table', { name: 'All Users' });

    await user.click(within(rowOf('Rahim Uddin')).getByRole('button', { name: 'Make admin' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make Rahim Uddin an admin?' })).getByRole('button', {
        name: 'Make admin',
      }),
    );
    await waitFor(() => expect(within(rowOf('Rahim Uddin')).getByText('Admin')).toBeInTheDocument());
    expect(requests('POST', `/api/admin/users/${rahim._id}/role`).map((r) => r.body)).toEqual([
      { role: 'admin' },
    ]);

    await user.click(within(rowOf('Rahim Uddin')).getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block Rahim Uddin?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(requests('POST', `/api/admin/users/${rahim._id}/block`)).toHaveLength(0);
    await user.click(within(rowOf('Rahim Uddin')).getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block Rahim Uddin?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    await waitFor(() => expect(within(rowOf('Rahim Uddin')).getByText('Blocked')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Rahim Uddin is blocked and signed out.');
  });

  it('searches on the server and says so when nobody matches', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderDashboard('/dashboard/users?page=2', usersServer([adminUser()]));
    await screen.findByRole('table', { name: 'All Users' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody@nowhere');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nobody%40nowhere');
    expect(Object.fromEntries(requests('GET', '/api/users').at(-1)!.url.searchParams)).toEqual({
      page: '1',
      limit: '20',
      q: 'nobody@nowhere',
    });
  });
});
