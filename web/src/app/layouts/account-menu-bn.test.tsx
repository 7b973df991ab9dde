import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/factories';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

// The phone menu's account block on a Bengali page, for the finance member of a company (issue 31).
afterEach(resetLanguage);

describe('the account menu in Bengali', () => {
  it("names the company's Invoices and credit page in Bengali", async () => {
    await asBengaliPage();
    const { MobileAccount } = await import('./mobile-account');
    const { AuthContext } = await import('@/lib/auth/auth-context');
    const { createQueryClient } = await import('@/lib/query-client');
    mockFetch((url) =>
      url.pathname === '/api/companies/mine'
        ? jsonResponse({
            companies: [{ id: 'c1', name: 'Akter Traders', role: 'finance', orderLimit: null }],
          })
        : jsonResponse({}, 404),
    );
    const user = makeUser({ name: 'Rahima Akter' });
    const router = createMemoryRouter([
      { path: '/', element: <MobileAccount user={user} onNavigate={() => {}} /> },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        {/* Signing out is not pressed here: the menu only needs the actions to be there. */}
        <AuthContext.Provider value={{} as never}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    const account = screen.getByRole('region', { name: 'আপনার অ্যাকাউন্ট' });
    expect(await within(account).findByRole('link', { name: 'চালান ও বাকির হিসাব' })).toHaveAttribute(
      'href',
      '/company/credit',
    );
  });
});
