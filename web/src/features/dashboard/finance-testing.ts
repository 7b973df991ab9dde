import type { FinanceSummary } from '@bulkbazar/contract';

// The Finance overview as the API answers it, for the dashboard's tests (not bundled: only test files import this).

export const summary = (overrides: Partial<FinanceSummary> = {}): FinanceSummary => ({
  from: '2025-03-01',
  to: '2025-03-03',
  gmv: 1750,
  orders: 3,
  commission: 62.3,
  vat: 6.35,
  owedToSellers: 351.35,
  owedBySellers: 20,
  paidOut: 500,
  codOutstanding: {
    total: 195,
    byCourier: [
      { courier: 'steadfast', amount: 0 },
      { courier: 'pathao', amount: 195 },
      { courier: 'redx', amount: 0 },
    ],
  },
  refunds: 100,
  trialBalance: 0,
  byDay: [
    { date: '2025-03-01', gmv: 1000, commission: 20, refunds: 0 },
    { date: '2025-03-02', gmv: 500, commission: 47, refunds: 0 },
    { date: '2025-03-03', gmv: 250, commission: -4.7, refunds: 100 },
  ],
  ...overrides,
});
