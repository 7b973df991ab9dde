import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { finance, orderMoney } from '../testing';

afterEach(resetLanguage);

describe("the seller's Finance page in Bengali", () => {
  it('names the balances and the orders’ parts in Bengali, with Bengali digits', async () => {
    await asBengaliPage();
    const { FinanceBalances } = await import('./finance-balances');
    const { OrderMoneyTable } = await import('./order-money-table');
    render(
      <MemoryRouter>
        <FinanceBalances
          finance={finance({
            nextPayout: { amount: 747.56, minimum: 500, from: null, heldUntil: null, method: 'bkash' },
          })}
        />
        <OrderMoneyTable orders={[orderMoney()]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('উত্তোলনযোগ্য', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '৳৭৪৭.৫৬',
    );
    expect(screen.getByText('অপেক্ষমাণ', { selector: 'dt' }).nextElementSibling).toHaveTextContent('৳৪৭১.২৫');
    expect(screen.getByRole('region', { name: 'পরের পেআউট' })).toHaveTextContent('পেআউট শুরু হয় ৳৫০০.০০ থেকে');
    const table = screen.getByRole('table', { name: 'আপনার অর্ডারের টাকা' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('৳৯৪০.০০৳৬০.০০-৳৪৭.০০-৳৭.০৫');
    expect(within(table).getByText('উত্তোলনযোগ্য')).toBeInTheDocument();
  });
});
