import type { NotificationItem } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const note = (n: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: id(n),
  kind: 'order_placed',
  subject: `Notification ${n}`,
  text: `Text of notification ${n}.`,
  path: '/myproducts/orders',
  read: false,
  // Newest first: a higher number is older.
  createdAt: new Date(Date.UTC(2026, 10, 22, 10, 0) - n * 60_000).toISOString(),
  ...over,
});

/**
 * The notifications endpoints as the server answers them: pages of `size` before a cursor (the createdAt of
 * the last one shown), the unread count, and marking read.
 */
function inboxServer(initial: NotificationItem[], size = 20) {
  let items = [...initial];
  const unread = () => items.filter((i) => !i.read).length;
  return mockAuthApi({
    user: makeUser({ name: 'Karim Traders' }),
    overrides: {
      'GET /api/notifications': (_body, url) => {
        const before = url.searchParams.get('before');
        const older = before ? items.filter((i) => i.createdAt < before) : items;
        const page = older.slice(0, size);
        const next = older.length > size ? page.at(-1)!.createdAt : null;
        return jsonResponse({ items: page, unread: unread(), next });
      },
      'GET /api/notifications/unread': () => jsonResponse({ unread: unread() }),
      'POST /api/notifications/read': (body) => {
        const ids = body?.all ? items.map((i) => i.id) : (body?.ids as string[]);
        items = items.map((i) => (ids.includes(i.id) ? { ...i, read: true } : i));
        return jsonResponse({ unread: unread() });
      },
    },
  });
}

const list = () => screen.findByRole('list', { name: 'Notifications' });

describe('the notifications page', () => {
  it('lists them newest first, unread ones marked, and opening one marks it read', async () => {
    const user = userEvent.setup();
    const api = inboxServer([
      note(1, { subject: 'New order A1B2C3D4', path: '/myproducts/orders' }),
      note(2, { subject: 'Payment refunded', kind: 'payment_refunded', path: null, read: true }),
      note(3, { subject: 'Your listing is approved', kind: 'listing_reviewed', path: '/myproducts' }),
    ]);
    const { router } = renderApp('/notifications');
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Unread: New order A1B2C3D4',
      'Payment refunded',
      'Unread: Your listing is approved',
    ]);
    expect(within(rows[0]!).getByText('Text of notification 1.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('22 November 2026 at 15:59:00')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Your listing is approved' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myproducts'));
    expect(api.sent('POST /api/notifications/read')).toEqual([{ ids: [id(3)] }]);
    // The bell takes the server's answer at once.
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Notifications, 1 unread' }));
    const again = within(await list()).getAllByRole('listitem');
    expect(within(again[2]!).getByRole('heading')).toHaveTextContent(/^Your listing is approved$/);
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    const api = inboxServer([note(1), note(2), note(3, { read: true })]);
    renderApp('/notifications');
    await list();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are read.')).toBeInTheDocument();
    expect(api.sent('POST /api/notifications/read')).toEqual([{ all: true }]);
    expect(screen.queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks one that leads nowhere with its own button', async () => {
    const user = userEvent.setup();
    const api = inboxServer([note(1, { subject: 'Payment refunded', path: null })]);
    renderApp('/notifications');
    const row = within(await list()).getByRole('listitem', { name: 'Unread: Payment refunded' });
    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('All notifications are read.')).toBeInTheDocument();
    expect(api.sent('POST /api/notifications/read')).toEqual([{ ids: [id(1)] }]);
  });

  it('loads older ones with "Load more" until there are none', async () => {
    const user = userEvent.setup();
    const api = inboxServer(
      Array.from({ length: 45 }, (_, i) => note(i + 1)),
      20,
    );
    renderApp('/notifications');
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(40),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(45),
    );
    const rows = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(rows.at(-1)).toHaveAccessibleName('Unread: Notification 45');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const befores = api.spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/notifications')
      .map((url) => url.searchParams.get('before'));
    expect(befores).toEqual([null, note(20).createdAt, note(40).createdAt]);
  });

  it('says when there is nothing yet', async () => {
    inboxServer([]);
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
