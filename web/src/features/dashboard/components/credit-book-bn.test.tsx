import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

// Dashboard → Credit book in Bengali: the words, and the amounts in Bengali digits with lakh grouping.
afterEach(resetLanguage);

describe('the credit book in Bengali', () => {
  it('shows an application, the companies and the aging in Bengali, with Bengali digits', async () => {
    await asBengaliPage();
    const { ApplicationsList, AgingTable, CompaniesTable } = await import('./credit-tables');
    render(
      <>
        <ApplicationsList
          onSetLimit={vi.fn()}
          applications={[
            {
              id: 'a1',
              companyId: 'c2',
              companyName: 'পদ্মা হার্ডওয়্যার',
              companyVerified: false,
              requestedLimitPoisha: 25_000_000,
              termsDays: 15,
              note: null,
              appliedBy: { id: 'u1', name: 'রফিক ইসলাম', email: 'rafiq@padma.example' },
              createdAt: '2026-11-25T06:00:00Z',
            },
          ]}
        />
        <CompaniesTable
          onSetLimit={vi.fn()}
          onTransfer={vi.fn()}
          companies={[
            {
              companyId: 'c1',
              name: 'আক্তার ট্রেডার্স',
              limitPoisha: 50_000_000,
              usedPoisha: 12_500_050,
              availablePoisha: 37_499_950,
              overduePoisha: 0,
              termsDays: 30,
            },
          ]}
        />
        <AgingTable
          aging={{
            companies: [
              {
                companyId: 'c1',
                name: 'আক্তার ট্রেডার্স',
                current: 12_500_050,
                days1to30: 0,
                days31to60: 0,
                days60plus: 0,
                total: 12_500_050,
              },
            ],
            total: { current: 12_500_050, days1to30: 0, days31to60: 0, days60plus: 0, total: 12_500_050 },
          }}
        />
      </>,
    );
    const card = screen.getByRole('heading', { name: 'পদ্মা হার্ডওয়্যার' }).closest('li')!;
    expect(card).toHaveTextContent('১৫ দিন মেয়াদে ৳২,৫০,০০০.০০ চেয়েছে');
    expect(card).toHaveTextContent('এখনও যাচাইকৃত ব্যবসা নয়');
    expect(within(card).getByRole('button', { name: 'সীমা ঠিক করুন: পদ্মা হার্ডওয়্যার' })).toBeInTheDocument();

    const companies = screen.getByRole('table', { name: /প্রতিটি কোম্পানির বাকির সীমা/ });
    const cells = within(companies)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['৳৫,০০,০০০.০০', '৳১,২৫,০০০.৫০', '৳৩,৭৪,৯৯৯.৫০', '৳০.০০', '৩০ দিন']);

    const aging = screen.getByRole('table', { name: /খোলা ইনভয়েস/ });
    expect(within(aging).getByRole('rowheader', { name: 'সব কোম্পানি' })).toBeInTheDocument();
    expect(
      within(aging)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['কোম্পানি', 'মেয়াদ আসেনি', '১–৩০ দিন', '৩১–৬০ দিন', '৬০ দিনের বেশি', 'মোট']);
  });
});
