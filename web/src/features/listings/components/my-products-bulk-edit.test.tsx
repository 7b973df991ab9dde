import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Issue 30 item 6 on /myproducts: "Edit prices and stock" turns the cells into fields, Save sends only the changed
// cells, the server's refusal shows at its cell (nothing saved), and a saved edit reloads the table.
afterEach(resetLanguage);

const seller = makeUser({ email: 'karim@traders.com.bd' });
const tshirt = () =>
  makeProduct({
    productName: 'Cotton T-shirt',
    price: 250,
    maxQuantity: 100,
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variantRule: 'mixed',
  });

describe('bulk edit of prices and stock on My products', () => {
  it('sends only changed cells, shows a refusal at its cell, then saves and reloads the table', async () => {
    const user = userEvent.setup();
    const rice = makeProduct({ productName: 'Rice cooker', price: 2400, maxQuantity: 300 });
    const fan = makeProduct({ productName: 'Desk fan', price: 1500, maxQuantity: 50 });
    const tee = tshirt();
    let products = [rice, fan, tee];
    const posted: unknown[] = [];
    mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/myproducts': () => jsonResponse({ products, page: 1, limit: 20, hasMore: false }),
        'POST /api/myproducts/bulk-edit': (body) => {
          posted.push(body);
          const { items } = body as { items: { price?: number }[] };
          if (items.some((item) => item.price === 15.555))
            return jsonResponse(
              {
                acknowledged: false,
                code: 'VALIDATION_FAILED',
                message: 'Some prices or stock could not be saved: nothing was changed',
                fields: { 'items.1.price': 'Price can have at most 2 decimals' },
              },
              400,
            );
          products = [{ ...rice, price: 2350, maxQuantity: 280 }, { ...fan, price: 15.5 }, tee];
          return jsonResponse({ updated: 2 });
        },
      },
    });
    renderApp('/myproducts');

    await user.click(await screen.findByRole('button', { name: 'Edit prices and stock' }));
    // A product with variants: its base price is a field, its stock is edited per variant on the listing page.
    expect(screen.getByRole('textbox', { name: 'Price of Cotton T-shirt' })).toHaveValue('250');
    expect(screen.queryByRole('textbox', { name: 'Stock of Cotton T-shirt' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Edit the variants’ stock on the listing page' }),
    ).toHaveAttribute('href', `/update/${tee._id}`);

    const field = (name: string) => screen.getByRole('textbox', { name });
    await user.clear(field('Price of Rice cooker'));
    await user.type(field('Price of Rice cooker'), '2350');
    await user.clear(field('Stock of Rice cooker'));
    await user.type(field('Stock of Rice cooker'), '২৮০');
    await user.clear(field('Price of Desk fan'));
    await user.type(field('Price of Desk fan'), '15.555');
    // Typed back to what it was: not sent.
    await user.clear(field('Stock of Desk fan'));
    await user.type(field('Stock of Desk fan'), '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Some prices or stock could not be saved: nothing was changed'),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      {
        items: [
          { productId: rice._id, price: 2350, stock: 280 },
          { productId: fan._id, price: 15.555 },
        ],
      },
    ]);
    expect(field('Price of Desk fan')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Price of Desk fan')).toHaveAccessibleDescription('Price can have at most 2 decimals');
    expect(field('Price of Rice cooker')).not.toHaveAttribute('aria-invalid');

    await user.clear(field('Price of Desk fan'));
    await user.type(field('Price of Desk fan'), '15.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Listings changed: 2.')).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('৳2,350.00')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('280');
    expect(within(rows[1]!).getByText('৳15.50')).toBeInTheDocument();
  });

  it('a field that is not a number is refused without a request; unchanged cells save nothing', async () => {
    const user = userEvent.setup();
    const rice = makeProduct({ productName: 'Rice cooker', price: 2400, maxQuantity: 300 });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/myproducts': () => jsonResponse({ products: [rice], page: 1, limit: 20, hasMore: false }),
      },
    });
    renderApp('/myproducts');
    await user.click(await screen.findByRole('button', { name: 'Edit prices and stock' }));
    const stock = screen.getByRole('textbox', { name: 'Stock of Rice cooker' });
    await user.clear(stock);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(stock).toHaveAccessibleDescription('Enter a number');
    await user.type(stock, '300');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing was changed.')).toBeInTheDocument();
    expect(api.spy.mock.calls.some(([url]) => String(url).includes('bulk-edit'))).toBe(false);
  });

  it('speaks Bengali on a Bengali page', async () => {
    const user = userEvent.setup();
    await asBengaliPage();
    const { renderRoutes } = await import('@/test/render-routes');
    const { MyProductsTable } = await import('./my-products-table');
    mockFetch(() => jsonResponse({}));
    renderRoutes(() => [
      { path: '/', element: <MyProductsTable products={[makeProduct({ productName: 'চাল' }), tshirt()]} /> },
    ]);
    await user.click(await screen.findByRole('button', { name: 'দাম ও স্টক বদলান' }));
    expect(screen.getByRole('textbox', { name: 'চাল-এর দাম' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'চাল-এর স্টক' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ভ্যারিয়েন্টের স্টক পণ্যের এডিট পেজে বদলান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরিবর্তন সেভ করুন' })).toBeInTheDocument();
  });
});
