import type { SellerFinance, SellerOrderMoney, SellerPayout } from '@bulkbazar/contract';

// The seller's finance as the API answers it, for this feature's tests (not bundled: only test files import this).

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const finance = (overrides: Partial<SellerFinance> = {}): SellerFinance => ({
  pending: 471.25,
  available: 747.56,
  paidOut: 500,
  inTransit: 0,
  nextPayout: {
    amount: 747.56,
    minimum: 500,
    from: new Date().toISOString(),
    heldUntil: null,
    method: 'bkash',
  },
  entries: [],
  month: null,
  page: 1,
  limit: 1,
  hasMore: true,
  ...overrides,
});

export const orderMoney = (overrides: Partial<SellerOrderMoney> = {}): SellerOrderMoney => ({
  orderId: '5e96bd2c-2802-4baf-95b1-e790f2ef5593',
  placedAt: '2025-11-02T04:00:00.000Z',
  orderStatus: 'delivered',
  goods: 940,
  deliveryCharge: 60,
  commission: 47,
  vat: 7.05,
  deliveryKept: 0,
  refunds: 0,
  net: 945.95,
  availableAt: '2025-11-12T04:00:00.000Z',
  state: 'available',
  ...overrides,
});

export const payout = (overrides: Partial<SellerPayout> = {}): SellerPayout => ({
  _id: 'p-1',
  runId: '76f32a10-0000-4000-8000-000000000001',
  amount: 500,
  method: 'bank',
  status: 'sent',
  reference: 'BEFTN-123',
  failureReason: null,
  createdAt: '2025-11-20T04:00:00.000Z',
  settledAt: '2025-11-21T04:00:00.000Z',
  ...overrides,
});
