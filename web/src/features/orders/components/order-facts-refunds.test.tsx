import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { makeOrder } from '@/test/order-factory';

afterEach(resetLanguage);

// What was refunded of an order (issue 29 item 7), on the buyer's and the seller's order cards.
describe('an order partly refunded', () => {
  it('shows the refunded amount beside what was paid', async () => {
    const { OrderFacts } = await import('./order-facts');
    render(
      <OrderFacts
        order={makeOrder({
          paymentStatus: 'paid',
          paidAmount: 3000,
          totalPrice: 3000,
          refundedAmount: 1000.5,
        })}
      />,
    );
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('৳1,000.50');
  });

  it('says nothing of refunds when there were none', async () => {
    const { OrderFacts } = await import('./order-facts');
    render(<OrderFacts order={makeOrder({ paymentStatus: 'paid', paidAmount: 3000, totalPrice: 3000 })} />);
    expect(screen.queryByText('Refunded')).toBeNull();
  });

  it('in Bengali', async () => {
    await asBengaliPage();
    const { OrderFacts } = await import('./order-facts');
    render(<OrderFacts order={makeOrder({ paidAmount: 450, totalPrice: 900, refundedAmount: 450 })} />);
    expect(screen.getByText('ফেরত দেওয়া হয়েছে').nextElementSibling).toHaveTextContent('৳৪৫০.০০');
  });
});
