import { render, screen } from '@testing-library/react';
import { PAYMENT_NOT_COMPLETED } from '@bulkbazar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { makeOrder } from '@/test/order-factory';

afterEach(resetLanguage);

describe('an order cancelled by the shop, on a Bengali page', () => {
  it("says why in Bengali (issue 28: the server's 'payment not completed' showed as it was)", async () => {
    await asBengaliPage();
    const { OrderFacts } = await import('./order-facts');
    render(
      <OrderFacts order={makeOrder({ orderStatus: 'cancelled', cancelReason: PAYMENT_NOT_COMPLETED })} />,
    );
    expect(screen.getByText('বাতিলের কারণ').nextElementSibling).toHaveTextContent('পেমেন্ট সম্পন্ন হয়নি');
    expect(screen.queryByText(/payment not completed/i)).not.toBeInTheDocument();
  });
});
