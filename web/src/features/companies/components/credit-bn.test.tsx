import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

// The credit line and the invoices on a Bengali page: Bengali texts, lakh grouping in Bengali digits, Bengali
// dates (issue 31 item 4).
afterEach(resetLanguage);

describe('trade credit on a Bengali page', () => {
  it('says the line, the invoices and an overdue one in Bengali with Bengali digits', async () => {
    await asBengaliPage();
    const { CreditLineFacts } = await import('./credit-line');
    const { CreditInvoices } = await import('./credit-invoices');
    render(
      <>
        <CreditLineFacts
          credit={{
            limitPoisha: 50_000_000,
            usedPoisha: 12_345_600,
            availablePoisha: 37_654_400,
            termsDays: 30,
          }}
        />
        <CreditInvoices
          invoices={[
            {
              id: 'i1',
              number: 'INV-C-20261001-0A1B2C3D',
              amountPoisha: 4_500_000,
              paidPoisha: 0,
              issuedAt: '2026-10-01T05:00:00Z',
              dueAt: '2026-10-31T05:00:00Z',
              status: 'open',
              overdue: true,
              poNumber: 'PO-77',
            },
          ]}
        />
      </>,
    );
    expect(screen.getByText('সীমা').nextElementSibling).toHaveTextContent('৳৫,০০,০০০.০০');
    expect(screen.getByText('বাকি আছে').nextElementSibling).toHaveTextContent('৳৩,৭৬,৫৪৪.০০');
    expect(screen.getByText('মেয়াদ').nextElementSibling).toHaveTextContent('৩০ দিনে পরিশোধ');
    expect(screen.getByText('৩১ অক্টোবর, ২০২৬ থেকে মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'পরিশোধের শেষ তারিখ' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/[0-9],[0-9]/);
  });

  it("says the checkout's available credit and terms in Bengali", async () => {
    await asBengaliPage();
    const { InvoiceCreditNote } = await import('@/features/orders/components/invoice-credit-note');
    const { MemoryRouter } = await import('react-router');
    render(
      <MemoryRouter>
        <InvoiceCreditNote credit={{ availablePoisha: 12_345_650, termsDays: 15, overdue: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('বাকির সুযোগ আছে ৳১,২৩,৪৫৬.৫০ · পরিশোধ ১৫ দিনের মধ্যে')).toBeInTheDocument();
  });

  it('says a waiting application, its limit, terms and day sent, in Bengali digits', async () => {
    await asBengaliPage();
    const { CreditPending } = await import('./credit-pending');
    render(
      <CreditPending
        application={{
          requestedLimitPoisha: 30_000_000,
          termsDays: 30,
          note: null,
          createdAt: '2026-11-27T05:00:00Z',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^৩০ দিনের মেয়াদে ৳৩,০০,০০০.০০ সীমার আবেদনটি বিবেচনাধীন: সিদ্ধান্ত হলে আমরা জানাব।$/,
    );
    expect(screen.getByText('২৭ নভেম্বর, ২০২৬ তারিখে পাঠানো হয়েছে।')).toBeInTheDocument();
  });
});
