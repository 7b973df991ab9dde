import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

// The page's language is read once, when the app's modules load (lib/i18n/language.ts): this file loads the
// bell's modules afresh with <html lang="bn">.
afterEach(() => {
  document.documentElement.lang = '';
  vi.resetModules();
});

describe('the notification bell in Bengali', () => {
  it('says the unread count in Bengali, with Bengali digits', async () => {
    document.documentElement.lang = 'bn';
    vi.resetModules();
    const { i18n } = await import('@/lib/i18n');
    i18n.addMessages((await import('@/lib/i18n/bn-shell')).bnShell);
    i18n.addMessages((await import('@/lib/i18n/bn-pages')).bnPages);
    const { NotificationBell } = await import('@/features/notifications/components/notification-bell');
    const { createQueryClient } = await import('@/lib/query-client');
    mockFetch((url) =>
      url.pathname === '/api/notifications/unread' ? jsonResponse({ unread: 3 }) : jsonResponse({}, 404),
    );
    const router = createMemoryRouter([{ path: '/', Component: NotificationBell }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const bell = await screen.findByRole('link', { name: 'নোটিফিকেশন, ৩টি পড়া হয়নি' });
    expect(within(bell).getByText('৩')).toBeInTheDocument();
  });
});
