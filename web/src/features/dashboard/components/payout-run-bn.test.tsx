import type { Payout } from '@bulkbazar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

// Dashboard → Finance → Payouts in Bengali (issue 29): the run's words, amounts and times in Bengali digits;
// references and masked numbers stay as the bank wrote them.
afterEach(resetLanguage);

const payout: Payout = {
  id: 'p1',
  runId: 'r1',
  sellerId: 's1',
  sellerName: 'করিম ট্রেডার্স',
  sellerEmail: 'karim@example.com',
  amount: 1250.5,
  method: 'bkash',
  destination: {
    walletNumber: '*******3344',
    bankName: null,
    routingNumber: null,
    accountName: null,
    accountNumber: null,
  },
  status: 'pending',
  reference: null,
  failureReason: null,
  railAttemptedAt: null,
  settledAt: null,
  createdAt: '2026-11-21T16:40:05.000Z',
};

describe('a payout run in Bengali', () => {
  it('names its parts in Bengali, with Bengali digits', async () => {
    await asBengaliPage();
    const { NoticeProvider } = await import('./notice');
    const { PayoutRunDetailView } = await import('./payout-run-detail');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NoticeProvider>
            <PayoutRunDetailView
              detail={{
                run: {
                  id: 'r1',
                  minimum: 500,
                  createdAt: '2026-11-21T16:40:05.000Z',
                  createdBy: 'নুসরাত',
                  count: 2,
                  total: 2050.5,
                  pending: 1,
                  sent: 1,
                  failed: 0,
                },
                payouts: [
                  payout,
                  { ...payout, id: 'p2', amount: 800, status: 'sent', reference: 'BEFTN-77' },
                ],
                rails: ['bkash'],
              }}
            />
          </NoticeProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: /-এর পেআউট রান$/ })).toHaveTextContent('২১ নভেম্বর ২০২৬');
    expect(screen.getByRole('link', { name: 'ব্যাংকের ফাইল (BEFTN, CSV)' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'এই রানের পেআউট' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('৳১,২৫০.৫০');
    expect(rows[1]).toHaveTextContent('bKash ওয়ালেট *******3344');
    expect(rows[1]).toHaveTextContent('পাঠানো বাকি');
    expect(within(rows[1]!).getByRole('button', { name: 'bKash দিয়ে পাঠান' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'পাঠানো হয়েছে' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('৳৮০০.০০');
    expect(rows[2]).toHaveTextContent('BEFTN-77');
  });
});
