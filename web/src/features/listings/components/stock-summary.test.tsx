import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { StockSummary } from './stock-summary';

// Issue 30 item 7 on My products: the stock value as the server sums it (poisha, shown in taka) and the low-stock
// lines, each linking to its listing's edit page (lakh grouping, as every amount); a seller with nothing low is
// told so.
const summary = {
  stockValuePoisha: 11_632_250,
  currency: 'BDT',
  productCount: 3,
  lowStock: [
    {
      productId: 'p-shirt',
      name: 'Cotton Crew T-shirt',
      variantId: 'v-l',
      variantLabel: 'Colour: Blue · Size: L',
      stock: 20,
      threshold: 25,
    },
    {
      productId: 'p-oil',
      name: 'Mustard Oil 5L',
      variantId: null,
      variantLabel: null,
      stock: 0,
      threshold: 1200,
    },
  ],
};

describe("the seller's stock summary", () => {
  it('shows the value in taka and each low line linking to its edit page', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname);
      return jsonResponse(summary);
    });
    renderRoutes(() => [{ path: '/', element: <StockSummary /> }]);

    expect(await screen.findByText('Stock value ৳1,16,322.50')).toBeInTheDocument();
    expect(screen.getByText('Stock × price per piece over 3 listings')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Low on stock' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(
      'Cotton Crew T-shirt (Colour: Blue · Size: L) 20 pcs left · alert at 25',
    );
    expect(within(lines[0]!).getByRole('link')).toHaveAttribute('href', '/update/p-shirt');
    expect(lines[1]).toHaveTextContent('Mustard Oil 5L 0 pcs left · alert at 1,200');
    expect(within(lines[1]!).getByRole('link', { name: 'Mustard Oil 5L' })).toHaveAttribute(
      'href',
      '/update/p-oil',
    );
    expect(asked).toEqual(['/api/myproducts/stock-summary']);
  });

  it('says when nothing is low', async () => {
    mockFetch(() => jsonResponse({ ...summary, stockValuePoisha: 0, productCount: 0, lowStock: [] }));
    renderRoutes(() => [{ path: '/', element: <StockSummary /> }]);
    expect(await screen.findByText('Stock value ৳0.00')).toBeInTheDocument();
    expect(screen.getByText('Nothing is at or under its low-stock alert.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
