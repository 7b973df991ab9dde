import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLadder } from './price-ladder';
import { makeRules } from './rules-fixture';

describe('PriceLadder', () => {
  it('lists each quantity range with its unit price', () => {
    render(<PriceLadder rules={makeRules()} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['48–95৳145.00', '96–479৳138.00', '480+৳130.00']);
    expect(screen.getByRole('table', { name: 'Volume prices' })).toBeInTheDocument();
  });

  it('marks the row in force at the quantity as the buyer’s price', () => {
    const { rerender } = render(<PriceLadder rules={makeRules()} quantity={120} />);
    const current = screen.getByRole('row', { current: true });
    expect(within(current).getByRole('rowheader')).toHaveTextContent('96–479');
    expect(current).toHaveTextContent('your price');
    expect(screen.getAllByText('your price')).toHaveLength(1);

    rerender(<PriceLadder rules={makeRules()} quantity={480} />);
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('480+');
  });

  it('shows nothing for a product with one price', () => {
    const { container } = render(<PriceLadder rules={makeRules({ priceTiers: [] })} quantity={48} />);
    expect(container).toBeEmptyDOMElement();
  });
});
