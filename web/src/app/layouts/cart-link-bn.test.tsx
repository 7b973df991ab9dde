import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

afterEach(() => {
  resetLanguage();
  vi.doUnmock('@/lib/cart/use-cart-count');
});

describe("the navbar's cart link in Bengali", () => {
  it('shows the count in Bengali digits (issue 28: the badge said 3)', async () => {
    await asBengaliPage();
    vi.doMock('@/lib/cart/use-cart-count', () => ({ useCartCount: () => 3 }));
    const { CartLink } = await import('./cart-link');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: CartLink }])} />);
    const link = await screen.findByRole('link');
    expect(within(link).getByText('৩')).toBeInTheDocument();
  });
});
