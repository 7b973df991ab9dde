import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

/** The server's unread count, which the test changes as new notifications would. */
function unreadServer(initial: number) {
  const state = { unread: initial };
  const api = mockAuthApi({
    user: makeUser({ name: 'Karim Traders' }),
    overrides: { 'GET /api/notifications/unread': () => jsonResponse({ unread: state.unread }) },
  });
  return { state, api };
}

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe("the navbar's notification bell", () => {
  it('shows a signed-in person the unread count in its name and badge, and leads to /notifications', async () => {
    unreadServer(3);
    renderApp('/about');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByText('3')).toBeInTheDocument();
    // The account menu arrives in the same chunk, beside it.
    expect(screen.getByRole('button', { name: 'Account menu for Karim Traders' })).toBeInTheDocument();
  });

  it('has no badge when all is read, and caps the badge at 99+', async () => {
    const { state } = unreadServer(0);
    const { queryClient } = renderApp('/about');
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');

    state.unread = 120;
    await act(() => queryClient.refetchQueries({ queryKey: ['notifications', 'unread'] }));
    expect(screen.getByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+');
  });

  it('asks again every minute and when the window gets focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { state, api } = unreadServer(1);
    renderApp('/about');
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const asked = () => api.sent('GET /api/notifications/unread').length;
    const before = asked();

    state.unread = 2;
    act(() => vi.advanceTimersByTime(59_000));
    expect(asked()).toBe(before);
    act(() => vi.advanceTimersByTime(1_000));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(asked()).toBe(before + 1);

    // Within the cache's 30 s, yet coming back to the tab asks again.
    state.unread = 4;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('is not there for a guest, and asks nothing', async () => {
    const api = mockAuthApi();
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.sent('GET /api/notifications/unread')).toEqual([]);
  });
});
