import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

afterEach(resetLanguage);

// The stock summary on a Bengali page: Bengali words and digits, the amount in lakh grouping.
describe("the seller's stock summary in Bengali", () => {
  it('shows the value and the low lines with Bengali digits', async () => {
    await asBengaliPage();
    const { jsonResponse, mockFetch } = await import('@/test/fetch-mock');
    const { renderRoutes } = await import('@/test/render-routes');
    const { StockSummary } = await import('./stock-summary');
    mockFetch(() =>
      jsonResponse({
        stockValuePoisha: 11_632_250,
        currency: 'BDT',
        productCount: 3,
        lowStock: [
          {
            productId: 'p-oil',
            name: 'সরিষার তেল',
            variantId: null,
            variantLabel: null,
            stock: 7,
            threshold: 25,
          },
        ],
      }),
    );
    renderRoutes(() => [{ path: '/', element: <StockSummary /> }]);

    expect(await screen.findByText('স্টকের মূল্য ৳১,১৬,৩২২.৫০')).toBeInTheDocument();
    expect(screen.getByText('৩টি পণ্যের স্টক × প্রতি পিসের দাম')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'স্টক কম' })).toHaveTextContent(
      'সরিষার তেল ৭ পিস বাকি · সতর্কতা ২৫-এ',
    );
  });
});
