import { CATEGORIES, type CommissionRules } from '@bulkbazar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

// Dashboard → Finance → Commission in Bengali (issue 29): its words, the categories' Bengali names, the ended
// override marked.
afterEach(resetLanguage);

const rules: CommissionRules = {
  defaultPercent: 5,
  fixedFee: 0,
  categories: {
    ...(Object.fromEntries(CATEGORIES.map((c) => [c.slug, null])) as CommissionRules['categories']),
    'food-groceries': 2.5,
  },
  sellers: [
    {
      sellerId: 's1',
      sellerName: 'করিম ট্রেডার্স',
      sellerEmail: 'karim@example.com',
      percent: 3,
      fixedFee: 0,
      endsOn: '2026-11-01',
      endsAt: '2026-11-01T18:00:00.000Z',
      expired: true,
    },
  ],
  updatedAt: '2026-11-21T16:40:05.000Z',
};

describe('the commission form in Bengali', () => {
  it('names its parts and the categories in Bengali', async () => {
    await asBengaliPage();
    const { CommissionForm } = await import('./commission-form');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CommissionForm rules={rules} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'ডিফল্ট কমিশন (%)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'খাদ্য ও মুদি: কমিশন (%)' })).toHaveValue('2.5');
    expect(screen.getByRole('heading', { name: 'বিক্রেতার আলাদা হার' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /করিম ট্রেডার্স/ });
    expect(within(row).getByText('মেয়াদ শেষ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কমিশনের নিয়ম সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.getByText(/^শেষ সংরক্ষণ .*২০২৬/)).toBeInTheDocument();
  });
});
