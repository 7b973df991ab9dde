import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/order-factory';
import { OrderLinesTable } from './order-lines-table';

// The seller's and staff's order page lists each line's variant (issue 30) under the product's name.
describe('the order lines table', () => {
  it("shows a variant line's options and none for a line without variant", () => {
    const base = makeOrder().items[0]!;
    const order = makeOrder({
      items: [
        {
          ...base,
          productName: "Men's cotton polo shirt",
          variantId: 'v-m-red',
          variantOptions: { Size: 'M', Colour: 'Red' },
        },
        { ...base, productName: 'Miniket rice 50 kg', variantId: null, variantOptions: null },
      ],
    });
    render(
      <MemoryRouter>
        <OrderLinesTable order={order} />
      </MemoryRouter>,
    );
    const [polo, rice] = screen.getAllByRole('rowheader');
    expect(within(polo!).getByText('Size: M · Colour: Red')).toBeInTheDocument();
    expect(rice).not.toHaveTextContent('Size');
  });
});
