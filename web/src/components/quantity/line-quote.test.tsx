import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineQuote } from './line-quote';
import { makeRules } from './rules-fixture';

describe('LineQuote', () => {
  it('shows the unit price, the line total and how many more units reach the next price', () => {
    render(<LineQuote rules={makeRules()} quantity={84} />);
    expect(screen.getByText('Unit price').nextElementSibling).toHaveTextContent('৳145.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('৳12,180.00');
    expect(screen.getByText('Add 12 more for ৳138.00 / pc')).toBeInTheDocument();
  });

  it('charges every unit the lower price once the quantity passes a break', () => {
    render(<LineQuote rules={makeRules()} quantity={96} />);
    expect(screen.getByText('Unit price').nextElementSibling).toHaveTextContent('৳138.00');
    // 96 × ৳138, not 84 × ৳145 + 12 × ৳138.
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('৳13,248.00');
    expect(screen.getByText('Add 384 more for ৳130.00 / pc')).toBeInTheDocument();
  });

  it('gives no hint at the last tier, nor for a tier the cap puts out of reach', () => {
    const { rerender } = render(<LineQuote rules={makeRules()} quantity={480} />);
    expect(screen.queryByText(/more for/)).not.toBeInTheDocument();
    rerender(<LineQuote rules={makeRules({ maxOrderQuantity: 240 })} quantity={96} />);
    expect(screen.queryByText(/more for/)).not.toBeInTheDocument();
  });

  it('says why a quantity cannot be ordered, naming the allowed quantity', () => {
    const { rerender } = render(<LineQuote rules={makeRules()} quantity={50} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sold in packs of 12: order 48 or 60 pcs');
    rerender(<LineQuote rules={makeRules()} quantity={12} />);
    expect(screen.getByRole('status')).toHaveTextContent('The minimum order for this product is 48 pcs');
    rerender(<LineQuote rules={makeRules()} quantity={972} />);
    expect(screen.getByRole('status')).toHaveTextContent('At most 960 pcs per order');
    rerender(<LineQuote rules={makeRules({ stock: 100 })} quantity={120} />);
    expect(screen.getByRole('status')).toHaveTextContent('Only 96 pcs available');
    rerender(<LineQuote rules={makeRules({ stock: 10 })} quantity={48} />);
    expect(screen.getByRole('status')).toHaveTextContent('This product is out of stock');
  });
});
