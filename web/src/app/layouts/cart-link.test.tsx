import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_CART_STORAGE_KEY } from '@/lib/cart/local-cart';
import { mockAuthApi } from '@/test/auth-api';
import { makeCart, makeCartGroup, makeCartLine } from '@/test/cart-factory';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const line = (productName: string) => makeCartLine({ productName });

function storeLocalCart(items: { productId: string; quantity: number }[]) {
  localStorage.setItem(LOCAL_CART_STORAGE_KEY, JSON.stringify(items));
}

describe("the navbar's cart link", () => {
  it("counts a guest's lines in this browser, and follows another tab's changes", async () => {
    storeLocalCart([
      { productId: 'p-1', quantity: 12 },
      { productId: 'p-2', quantity: 24 },
    ]);
    mockAuthApi();
    renderApp('/about');
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(within(link).getByText('2')).toBeInTheDocument();

    // Another tab adds a line: the storage event brings it here.
    await act(async () => {
      storeLocalCart([
        { productId: 'p-1', quantity: 12 },
        { productId: 'p-2', quantity: 24 },
        { productId: 'p-3', quantity: 6 },
      ]);
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_CART_STORAGE_KEY }));
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it("counts a signed-in buyer's lines from the server's cart", async () => {
    const cart = makeCart([
      makeCartGroup({ name: 'Karim Traders' }, [line('Kettle'), line('Fan')]),
      makeCartGroup({ name: 'Salma Foods' }, [line('Rice')]),
    ]);
    mockAuthApi({ user: makeUser(), overrides: { 'GET /api/cart': () => jsonResponse(cart) } });
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
  });

  it('merges the guest cart into the account at sign-in, clears it here, and says what changed once', async () => {
    const user = userEvent.setup();
    storeLocalCart([{ productId: 'p-1', quantity: 12 }]);
    const merged = makeCart(
      [makeCartGroup({ name: 'Karim Traders' }, [line('Kettle'), line('Steel tiffin box')])],
      { notes: [{ productId: 'p-1', message: 'Kettle: quantity changed to 24, the minimum order.' }] },
    );
    const api = mockAuthApi({
      overrides: {
        'POST /api/cart/merge': () => jsonResponse(merged),
        'GET /api/cart': () => jsonResponse({ ...merged, notes: [] }),
      },
    });
    renderApp('/login?next=%2Fcart');
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), 'buyer@shop.com.bd');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const notice = await screen.findByRole('dialog', {
      name: 'Your cart from before you signed in was added',
    });
    expect(notice).toHaveTextContent('Kettle: quantity changed to 24, the minimum order.');
    expect(api.sent('POST /api/cart/merge')).toEqual([{ items: [{ productId: 'p-1', quantity: 12 }] }]);
    expect(localStorage.getItem(LOCAL_CART_STORAGE_KEY)).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('article', { name: 'Steel tiffin box' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST /api/cart/merge')).toHaveLength(1);
  });
});
