import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { makeOrder } from '@/test/order-factory';
import { OrderFacts } from './order-facts';

afterEach(resetLanguage);

// A company order's PO number (issue 31 item 3) among its facts, on the buyer's and the seller's cards alike.
describe("an order's PO number", () => {
  it('is shown when the order has one, and not otherwise', () => {
    const { unmount } = render(<OrderFacts order={makeOrder({ poNumber: 'AT/PO/2026-118' })} />);
    expect(screen.getByText('PO number').nextElementSibling).toHaveTextContent('AT/PO/2026-118');
    unmount();
    render(<OrderFacts order={makeOrder({ poNumber: null })} />);
    expect(screen.queryByText('PO number')).not.toBeInTheDocument();
  });

  it('is labelled in Bengali on a Bengali page', async () => {
    await asBengaliPage();
    const { OrderFacts: BengaliFacts } = await import('./order-facts');
    render(<BengaliFacts order={makeOrder({ poNumber: 'AT/PO/2026-118' })} />);
    expect(screen.getByText('PO নম্বর').nextElementSibling).toHaveTextContent('AT/PO/2026-118');
  });
});
